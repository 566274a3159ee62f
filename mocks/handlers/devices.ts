/**
 * Device authorization (the console's calls /mieba/v2/platform/opman/device/*). A sign-in passes device
 * verification (auth.ts) from a device the operator may use; a refused one can ask
 * for authorization, which an administrator (code 1003) confirms or refuses, and later
 * revokes.
 *
 *   POST /mieba/v2/platform/opman/device/permission        { device_type, mobilePhoneNumber, device_code, device_name } (no token)
 *   GET  /mieba/v2/platform/opman/device/authorize_info    state?, keyword? (phone, name, device), page, pageSize → { rows, total }
 *   POST /mieba/v2/platform/opman/device/authorize_confirm { id, approve }
 *   POST /mieba/v2/platform/opman/device/authorize_remove  { id }
 *   GET  /mieba/v2/platform/opman/device/login_info        phone → the operator's devices, last sign-in first
 */
import { maskPhone } from '../../src/shared/utils/format';
import {
  DEVICE_MSG,
  DEVICE_STATE,
  type DeviceRecord,
  type DeviceRequestInput,
  type DeviceState,
} from '@contract/devices';
import { isPhone, PHONE_FORMAT_MESSAGE } from '@contract/validators';
import { addDevice, deviceOf, devices } from '../db/devices';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { matches, pageOf } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { nowIso } from '../../src/shared/utils/clock';
import { ACCESS_WRITES, AUTH_WRITES } from '@contract/actions';
import { ACCESS_READS } from '@contract/endpoints/access';

function record(id: unknown): DeviceRecord {
  const d = devices().find((x) => x.id === id);
  if (!d) throw new BizError(DEVICE_MSG.missing, 404);
  return d;
}

const byLastUse = (d: DeviceRecord) => d.lastLoginAt ?? d.requestedAt;

export const deviceHandlers = [
  route<Partial<DeviceRequestInput>>(AUTH_WRITES.requestDevice, { auth: false }, ({ body }) => {
    const phone = body.mobilePhoneNumber;
    if (!isPhone(phone)) throw new BizError(PHONE_FORMAT_MESSAGE);
    if (body.device_type !== 1 || !body.device_code || !body.device_name) throw new BizError('设备信息不完整');
    const op = getDb().operators.find((o) => o.phone === phone);
    if (!op) throw new BizError('该手机号未开通后台账号');
    if (op.state !== 'enabled') throw new BizError('账号已停用，请联系管理员');
    const known = deviceOf(phone, body.device_code);
    if (known?.state === 'authorized') throw new BizError(DEVICE_MSG.alreadyAuthorized);
    if (known?.state === 'pending') return { id: known.id, state: known.state };
    if (known) {
      // asked again after a refusal or a revocation: a new request of the same device
      Object.assign(known, {
        state: 'pending',
        requestedAt: nowIso(),
        deviceName: body.device_name,
        decidedAt: undefined,
        decidedBy: undefined,
      });
      return { id: known.id, state: known.state };
    }
    const d = addDevice(op, body.device_code, body.device_name, { state: 'pending' });
    return { id: d.id, state: d.state };
  }),

  route(ACCESS_READS.authorizeInfo, {}, ({ query }) => {
    const state = query.state as DeviceState | undefined;
    const rows = devices().filter(
      (d) => (!state || d.state === state) && matches(query.keyword, d.phone, d.name, d.deviceName, d.deviceCode),
    );
    return pageOf(
      [...rows].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)),
      query,
      {
        requestedAt: (d) => d.requestedAt,
        lastLoginAt: (d) => d.lastLoginAt,
      },
    );
  }),

  route<{ id?: string; approve?: boolean }>(ACCESS_WRITES.deviceConfirm, {}, ({ body, caller }) => {
    const d = record(body.id);
    if (d.state !== 'pending') throw new BizError(DEVICE_MSG.decided);
    // authorize or refuse, a boolean: the input schema's
    Object.assign(d, {
      state: body.approve ? 'authorized' : 'refused',
      decidedAt: nowIso(),
      decidedBy: caller.operator.name,
    });
    logOperatorAction(
      caller.operator,
      body.approve ? '授权设备' : '拒绝设备授权',
      `${d.name}（${maskPhone(d.phone)}）${d.deviceName}`,
    );
    return d;
  }),

  route<{ id?: string }>(ACCESS_WRITES.deviceRemove, {}, ({ body, caller }) => {
    const d = record(body.id);
    if (d.state !== 'authorized') throw new BizError(DEVICE_MSG.notAuthorized);
    Object.assign(d, { state: 'removed', decidedAt: nowIso(), decidedBy: caller.operator.name });
    logOperatorAction(caller.operator, '撤销设备授权', `${d.name}（${maskPhone(d.phone)}）${d.deviceName}`);
    return d;
  }),

  route(ACCESS_READS.loginInfo, {}, ({ query }) => {
    // by opManId (lists carry masked phones) or by full phone
    const op = query.opManId ? getDb().operators.find((o) => o.opManId === query.opManId) : undefined;
    const phone = op?.phone ?? query.phone;
    if (!isPhone(phone)) throw new BizError(PHONE_FORMAT_MESSAGE);
    return devices()
      .filter((d) => d.phone === phone)
      .sort((a, b) => byLastUse(b).localeCompare(byLastUse(a)))
      .map((d) => ({ ...d, stateName: DEVICE_STATE[d.state] }));
  }),
];
