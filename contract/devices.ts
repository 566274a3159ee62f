/** Device authorization of back-office sign-in (the console's calls "Device authorization": request, list, confirm, revoke). */

/** pending: asked for; authorized: may sign in; refused: an administrator said no; removed: revoked after being authorized */
export type DeviceState = 'pending' | 'authorized' | 'refused' | 'removed';

export const DEVICE_STATE: Record<DeviceState, string> = {
  pending: '待审核',
  authorized: '已授权',
  refused: '已拒绝',
  removed: '已撤销',
};

/** One browser of one operator, as the backend keeps and lists it. */
export interface DeviceRecord {
  id: string;
  phone: string;
  /** the operator's name */
  name: string;
  deviceCode: string;
  deviceName: string;
  state: DeviceState;
  requestedAt: string;
  decidedAt?: string;
  /** who authorized, refused or revoked it ('系统' for a first sign-in) */
  decidedBy?: string;
  lastLoginAt?: string;
}

/** The sign-in's request for authorization (POST /mieba/v2/platform/opman/device/permission). */
export interface DeviceRequestInput {
  device_type: 1;
  mobilePhoneNumber: string;
  device_code: string;
  device_name: string;
}

/**
 * The header in which a sign-in (`/auth/login/phone`, `/auth/login/authorized`) carries the
 * device's code, the `device_code` the device check was sent: the specification's bodies have
 * no field for it. The token issued is bound to that device.
 */
export const DEVICE_HEADER = 'X-Device-Code';

/** The business code of a sign-in refused at device verification. */
export const DEVICE_REFUSED_CODE = 4031;

/** A quick sign-in link that names nobody, or another phone (here, not in inputMessages: the sign-in page loads this module, and no more). */
export const QUICK_LINK_INVALID_MESSAGE = '快捷登录链接无效';

export const DEVICE_MSG = {
  refused: '当前设备未授权，请联系管理员授权后登陆！',
  pending: '设备授权申请正在审核中，请等待管理员审核',
  requested: '已提交授权申请，请等待管理员审核',
  alreadyAuthorized: '该设备已授权，请直接登录',
  decided: '该申请已处理',
  notAuthorized: '只能撤销已授权的设备',
  missing: '授权记录不存在',
  /** a sign-in that does not say which device it comes from */
  codeMissing: '登录请求缺少设备标识，请刷新页面后重新登录',
} as const;
