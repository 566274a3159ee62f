/**
 * What a seeded repair of each fault type needed: its diagnosis and the parts it may call for
 * (unit cost in fen). Fault types added in 维修配置 later have none: their repairs are diagnosed
 * by hand.
 */
import type { RepairPart } from '@contract/repairs';

interface Remedy {
  diagnosis: string;
  parts: RepairPart[];
}

const part = (name: string, yuan: number, qty = 1): RepairPart => ({ name, qty, cost: Math.round(yuan * 100) });

export const REMEDIES: Record<string, Remedy> = {
  刹车失灵: { diagnosis: '刹车线松脱，刹车片磨损严重', parts: [part('刹车线', 15), part('刹车片', 25, 2)] },
  轮胎漏气: { diagnosis: '后轮内胎扎破', parts: [part('内胎', 30)] },
  车灯不亮: { diagnosis: '前灯灯组损坏', parts: [part('LED 前灯', 45)] },
  车铃损坏: { diagnosis: '车铃弹簧断裂', parts: [part('车铃', 8)] },
  座椅松动: { diagnosis: '座椅固定螺栓缺失', parts: [part('座椅螺栓', 3, 2)] },
  脚撑损坏: { diagnosis: '脚撑弯折', parts: [part('脚撑', 20)] },
  电池无法充电: { diagnosis: '电池管理板故障', parts: [part('电池管理板', 120)] },
  电机异响: { diagnosis: '电机轴承磨损', parts: [part('电机轴承', 35, 2)] },
  电池仓锁损坏: { diagnosis: '电池仓锁舌卡死，疑似被撬', parts: [part('电池仓锁', 80)] },
  车锁无法关闭: { diagnosis: '电子锁电机损坏', parts: [part('电子锁', 150)] },
  头盔锁故障: { diagnosis: '头盔锁感应开关失灵', parts: [part('头盔锁', 90)] },
  中控离线: { diagnosis: '中控 SIM 卡接触不良，重新插拔后恢复', parts: [] },
  定位漂移: { diagnosis: 'GPS 天线松动', parts: [part('GPS 天线', 40)] },
  设备故障: { diagnosis: '中控主板故障，更换中控', parts: [part('智能中控', 260)] },
  通讯故障: { diagnosis: '4G 模块无信号，重新固定天线后恢复', parts: [] },
  二维码损坏: { diagnosis: '车身二维码污损', parts: [part('二维码贴', 2)] },
  其他故障: { diagnosis: '现场检查后处理', parts: [] },
};

/** What a reporter writes for each fault type (seeded tickets). */
export const COMPLAINTS: Record<string, string> = {
  刹车失灵: '用户反馈刹车无力',
  轮胎漏气: '后轮没气',
  车灯不亮: '夜间前灯不亮',
  车铃损坏: '车铃按不响',
  座椅松动: '座椅晃动',
  脚撑损坏: '脚撑撑不住车',
  电池无法充电: '换上满电电池后仍显示低电量',
  电机异响: '骑行时电机有异响',
  电池仓锁损坏: '电池仓锁打不开',
  车锁无法关闭: '还车时无法关锁',
  头盔锁故障: '头盔取不下来',
  中控离线: '中控频繁离线',
  定位漂移: '定位偏离实际位置',
  设备故障: '中控无响应，无法开关锁',
  通讯故障: '车辆与平台通讯中断，指令下发失败',
  二维码损坏: '二维码扫不出来',
  其他故障: '车辆异常，需现场检查',
};
