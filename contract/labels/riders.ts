import type { ColumnTitles } from './columns';

/** 用户列表 (the riders); its first four are also the blacklist's. */
export const RIDER_COLUMNS = {
  userId: '用户ID',
  name: '姓名',
  phone: '手机号',
  serviceAreaName: '服务区',
  realNameVerified: '实名',
  studentStatus: '学生认证',
  depositStatus: '押金',
  balance: '余额',
  giftBalance: '赠送余额',
  ridingCard: '骑行卡',
  rides: '骑行次数',
  blacklisted: '黑名单',
  registeredAt: '注册时间',
} as const satisfies ColumnTitles;

/** A rider's real-name check in a cell. */
export const realNameText = (verified: boolean) => (verified ? '已实名' : '未实名');
