/**
 * Operation configuration (screen behaviour "Configuration"): fault types of repair
 * tasks (0501), the site settings (0502), notice templates and home messages (0506).
 * Seeded, built on first use, forgotten by resetDb().
 */
import type {
  FaultCategory,
  FaultType,
  HomeMessageRecord as HomeMessage,
  MessageStatus,
  NoticeChannel,
  NoticeTemplate,
  Priority,
  SiteConfig,
} from '@contract/config';
import { lazy } from './lazy';
import { epoch, getDb } from './store';
import { isoAt } from './time';

/** The site config as stored; the public config adds the signing key. */
export type SiteSettings = Omit<SiteConfig, 'publicKey'> & { hotline: string };

const daysAgo = (d: number) => isoAt(epoch() - d * 86400000);

const FAULTS: Array<[string, FaultCategory, Priority]> = [
  ['刹车失灵', 'body', 'high'],
  ['轮胎漏气', 'body', 'medium'],
  ['车灯不亮', 'body', 'low'],
  ['车铃损坏', 'body', 'low'],
  ['座椅松动', 'body', 'medium'],
  ['脚撑损坏', 'body', 'low'],
  ['电池无法充电', 'power', 'high'],
  ['电机异响', 'power', 'medium'],
  ['电池仓锁损坏', 'lock', 'high'],
  ['车锁无法关闭', 'lock', 'high'],
  ['头盔锁故障', 'lock', 'medium'],
  ['中控离线', 'iot', 'high'],
  ['定位漂移', 'iot', 'medium'],
  ['二维码损坏', 'iot', 'low'],
  ['其他故障', 'other', 'low'],
  ['设备故障', 'iot', 'high'],
  ['通讯故障', 'iot', 'high'],
];

/** Fault types configured this week: no seeded ticket of the weeks before names them. */
export const NEW_FAULTS: ReadonlySet<string> = new Set(['设备故障', '通讯故障']);

export const getFaultTypes = lazy((): FaultType[] =>
  FAULTS.map(([name, category, priority], i) => ({
    id: `FT${String(i + 1).padStart(3, '0')}`,
    name,
    category,
    priority,
    state: i === 3 ? 'disabled' : 'enabled',
    remark: '',
    updatedAt: daysAgo(NEW_FAULTS.has(name) ? 2 : 200 - i * 7),
  })),
);

const TEMPLATES: Array<[string, NoticeChannel, string]> = [
  ['登录验证码', 'sms', '【骑享出行】您的验证码为 {code}，5 分钟内有效，请勿泄露给他人。'],
  ['骑行结束', 'inapp', '您的订单 {orderId} 已结束，车辆 {vehicleNo}，本次费用 {amount} 元。'],
  ['欠费提醒', 'sms', '【骑享出行】尊敬的用户 {phone}，您的订单 {orderId} 尚有 {amount} 元未支付，请尽快处理。'],
  ['押金退还', 'sms', '【骑享出行】您的押金 {amount} 元已于 {time} 退还至原支付账户。'],
  ['故障上报回复', 'inapp', '感谢您上报车辆 {vehicleNo} 的故障，我们已安排运维人员处理。'],
  ['违停扣费通知', 'inapp', '您在 {area} 的订单 {orderId} 未在停车点还车，已收取调度费 {amount} 元。'],
  ['实名认证通过', 'inapp', '{name}，您的实名认证已通过，祝您骑行愉快。'],
  ['工单处理完成', 'sms', '【骑享出行】您的工单已处理完成，如有疑问请联系客服。'],
];

export const getNoticeTemplates = lazy((): NoticeTemplate[] =>
  TEMPLATES.map(([name, channel, content], i) => ({
    id: `NT${String(i + 1).padStart(3, '0')}`,
    name,
    channel,
    content,
    state: i === 7 ? 'disabled' : 'enabled',
    updatedAt: daysAgo(120 - i * 9),
  })),
);

export const getHomeMessages = lazy((): HomeMessage[] => {
  const areas = getDb().serviceAreas.map((s) => s.id);
  const msg = (
    i: number,
    title: string,
    content: string,
    from: number,
    to: number,
    serviceAreaIds: string[],
    status: MessageStatus,
  ): HomeMessage => ({
    id: `HM${String(i).padStart(3, '0')}`,
    title,
    content,
    startAt: daysAgo(from),
    endAt: daysAgo(to),
    serviceAreaIds,
    status,
    updatedAt: daysAgo(from + 1),
  });
  return [
    msg(5, '文明骑行倡议', '请佩戴头盔、规范停车，共建文明城市。', 3, -27, [], 'published'),
    msg(4, '滨江服务区新增停车点', '滨江服务区新增 12 个停车点，欢迎就近还车。', 10, -20, [areas[1]], 'published'),
    msg(3, '周末骑行卡 8 折', '本周末购买骑行卡享 8 折优惠。', -2, -4, [areas[0], areas[2]], 'draft'),
    msg(2, '系统升级通知', '系统将于凌晨 2:00-4:00 升级，期间暂停服务。', 40, 39, [], 'withdrawn'),
    msg(1, '雨天骑行注意安全', '雨天路滑，请减速慢行。', 60, 30, [areas[0]], 'withdrawn'),
  ];
});

export const getSiteSettings = lazy(
  (): SiteSettings => ({
    webType: 'campus',
    webTitle: '骑享运营平台',
    webImg: './logo.svg',
    // the console's blue: antd's blue darkened just enough to read at 4.5:1 against white
    themeColor: '#1570f0',
    company: '杭州骑享科技有限公司',
    appTitle: '骑享出行',
    hotline: '400-800-1234',
    filing: { icp: '浙ICP备2026000001号-1', police: '浙公网安备33010602000001号' },
    map: { amapKey: '', amapSecurityCode: '', tmapKey: '', center: getDb().serviceAreas[0].center, zoom: 12 },
    homeProgram: 'ops',
    chatUrl: 'https://chat.example.invalid/embedded',
  }),
  // from the store alone: the public site config a page reads as it boots is answered before the fleet a replay left for later
  { apart: true },
);

/** The version of the site settings (of what /backend/system-config edits), kept beside the public config. */
export const getSiteSettingsVersion = lazy((): { updatedAt: string } => ({ updatedAt: daysAgo(30) }));
