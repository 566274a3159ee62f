import { SESSION_READS } from '@contract/endpoints/session';
import { getDb, DEMO_SMS_CODE } from '../db/store';
import { LOGIN_ACTION, logOperatorAction } from '../db/operatorLogs';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { sealKeys, randomHex } from '../../src/shared/utils/envelope';
import { tag } from '../lib/jwt';
import { checkOriginLink } from '../lib/quickLink';
import { BizError, route } from '../lib/route';
import { issueTicket, keyForTicket, rsaKey } from '../lib/secrets';
import { issueToken, revokeToken } from '../lib/session';
import { nowIso } from '../../src/shared/utils/clock';
import { isPhone as phoneOk, PHONE_FORMAT_MESSAGE } from '@contract/validators';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { DEVICE_HEADER, DEVICE_MSG, DEVICE_REFUSED_CODE } from '@contract/devices';
import { addDevice, deviceOf, deviceRefusal } from '../db/devices';
import { AUTH_WRITES } from '@contract/actions';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

/** Demo behaviours of the sign-in protocol (the device-refused account: db/devices.ts DEVICE_LOCKED). */
export const PHONE_SMS_QUOTA = '13800000005';
const SMS_DAILY_LIMIT = 20;
const OBJECT_SECRET = 'embedded-backend-object';

const objectIdOf = (phone: string) => `U${tag(phone, OBJECT_SECRET).slice(0, 16)}`;

function operatorByPhone(phone: string): Operator | undefined {
  return getDb().operators.find((o) => o.phone === phone);
}

/**
 * The device a sign-in comes from (header DEVICE_HEADER): one the device check has seen and
 * holds authorized, or the sign-in is refused with the check's own prompt. The token is bound to it.
 */
function signInDevice(headers: Record<string, string>, op: Operator): string {
  const code = headers[DEVICE_HEADER.toLowerCase()]?.trim();
  if (!code) throw new BizError(DEVICE_MSG.codeMissing);
  const refused = deviceRefusal(op.phone, code, 'refuse');
  if (refused) throw new BizError(refused, DEVICE_REFUSED_CODE);
  return code;
}

function requestSmsCode({ body }: { body: { mobilePhoneNumber?: string } }) {
  const phone = body.mobilePhoneNumber;
  if (!phoneOk(phone)) throw new BizError(PHONE_FORMAT_MESSAGE, 127);
  const sent = getDb().smsSent.get(phone) ?? 0;
  if (phone === PHONE_SMS_QUOTA || sent >= SMS_DAILY_LIMIT) throw new BizError('短信发送次数超量', 601);
  getDb().smsSent.set(phone, sent + 1);
  return {};
}

/**
 * The steps of signing in that change the world (the SMS count, a first device and its last
 * use, the sign-in time and its log line) are journalled as session steps: the records later
 * changes refer to (a device an administrator authorizes) are there again after a replay.
 * The key exchange, SMS check and token issue change nothing and are not.
 */
export const authHandlers = [
  route(AUTH_WRITES.requestSmsCode, { auth: false, journal: 'session', shape: 'user' }, requestSmsCode),
  route(AUTH_WRITES.requestSmsCodeObs, { auth: false, journal: 'session', shape: 'user' }, requestSmsCode),

  route<{ mobilePhoneNumber?: string; smsCode?: string }>(
    AUTH_WRITES.verifySmsCode,
    { auth: false, journal: false, shape: 'user' },
    ({ body }) => {
      if (!phoneOk(body.mobilePhoneNumber)) throw new BizError(PHONE_FORMAT_MESSAGE, 127);
      if (body.smsCode !== DEMO_SMS_CODE) throw new BizError('验证码错误或已过期', 603);
      return { objectId: objectIdOf(body.mobilePhoneNumber) };
    },
  ),

  /** get user by phone: the quick login's object id */
  route(SIGN_IN_READS.users, { auth: false, shape: 'user' }, ({ query }) => {
    if (!phoneOk(query.mobilePhoneNumber)) throw new BizError(PHONE_FORMAT_MESSAGE, 127);
    return { objectId: objectIdOf(query.mobilePhoneNumber) };
  }),

  route<{ device_type?: number; mobilePhoneNumber?: string; device_code?: string; device_name?: string }>(
    AUTH_WRITES.verifyDevice,
    { auth: false, journal: 'session' },
    ({ body }) => {
      if (body.device_type !== 1 || !body.device_code) throw new BizError('设备信息不完整');
      const op = body.mobilePhoneNumber ? operatorByPhone(body.mobilePhoneNumber) : undefined;
      if (!op) throw new BizError('该手机号未开通后台账号');
      const refused = deviceRefusal(op.phone, body.device_code);
      if (refused) throw new BizError(refused, DEVICE_REFUSED_CODE);
      const device = deviceOf(op.phone, body.device_code);
      // a first device of an operator who needs no authorization is trusted (and listed)
      const used =
        device ??
        addDevice(op, body.device_code, body.device_name ?? '未知设备', {
          state: 'authorized',
          decidedAt: nowIso(),
          decidedBy: SYSTEM_ACTOR,
        });
      used.lastLoginAt = nowIso();
      return { authorized: true };
    },
  ),

  route<{ params?: string }>(AUTH_WRITES.verifySign, { auth: false, journal: false, raw: true }, async ({ body }) => {
    const r = typeof body.params === 'string' ? (await rsaKey()).decrypt(body.params) : false;
    if (!r) throw new BizError('签名校验失败');
    const _t = issueTicket(randomHex(12));
    return { aesKey: sealKeys({ _t, _k: keyForTicket(_t) }, r) };
  }),

  route<{ mobilePhoneNumber?: string; objectId?: string }>(
    AUTH_WRITES.loginPhone,
    { auth: false, journal: false, envelope: true },
    ({ body, headers }) => {
      const phone = body.mobilePhoneNumber ?? '';
      if (!phoneOk(phone) || body.objectId !== objectIdOf(phone))
        throw new BizError('短信验证未通过，请重新获取验证码');
      const op = operatorByPhone(phone);
      if (!op) throw new BizError('该手机号未开通后台账号');
      if (op.state !== 'enabled') throw new BizError('账号已停用，请联系管理员');
      return { token: issueToken(op, signInDevice(headers, op)), opManId: op.opManId };
    },
  ),

  route<{ phone?: string; origin?: string }>(
    AUTH_WRITES.loginAuthorized,
    { auth: false, journal: false, envelope: true },
    ({ body, headers }) => {
      const check = checkOriginLink(body.origin ?? '');
      if (!check.ok)
        throw new BizError(check.reason === 'expired' ? '快捷登录链接已过期' : COMMON_INPUT_MSG.quickLinkInvalid);
      // the console posts the link's phone: a body without it, or with another one, is refused
      if (!phoneOk(body.phone)) throw new BizError(PHONE_FORMAT_MESSAGE, 127);
      if (body.phone !== check.phone) throw new BizError(COMMON_INPUT_MSG.quickLinkInvalid);
      const op = operatorByPhone(check.phone);
      if (!op || op.state !== 'enabled') throw new BizError('该手机号未开通后台账号');
      const token = issueToken(op, signInDevice(headers, op));
      return { opManId: op.opManId, token, objectId: objectIdOf(op.phone), phone: op.phone };
    },
  ),

  route<{ opManId?: string }>(
    AUTH_WRITES.operatorLogin,
    // the operator's sign-in time and log line: nothing the world's minutes change
    { promptKey: 'promot', journal: 'session', still: true },
    ({ body, caller }) => {
      if (body.opManId !== caller.operator.opManId) throw new BizError('操作员与登录账号不符', 400, 'promot');
      caller.operator.lastLoginAt = nowIso();
      logOperatorAction(caller.operator, LOGIN_ACTION);
      return {
        opManId: caller.operator.opManId,
        agentId: caller.operator.agentId ?? null,
        roleId: caller.operator.roleId,
      };
    },
  ),

  /**
   * The sign-out (an extension: the specification's logout only clears the console's state):
   * the caller's token is revoked, refused from now on. A session step: journalled, so that a
   * replay (a reload, the Node server's restart) keeps it revoked, and not counted as a change.
   */
  route(AUTH_WRITES.logout, { journal: 'session', still: true }, ({ caller }) => {
    revokeToken(caller.claims);
    return { signedOut: true };
  }),

  route(SESSION_READS.allCode, { still: true }, ({ query, caller }) => {
    const op = caller.operator;
    if (query.opManId !== op.opManId) throw new BizError('只能查询当前登录操作员的权限');
    return {
      opManId: op.opManId,
      name: op.name,
      phone: op.phone,
      roleId: op.roleId,
      agentId: op.agentId ?? null,
      level: op.level,
      permissions: [...caller.codes],
    };
  }),

  route<{ name?: string; phone?: string; company?: string; objectId?: string }>(
    AUTH_WRITES.registerSupport,
    // the operator's support account: nothing the world's minutes change
    { journal: 'session', still: true },
    ({ body, caller }) => {
      if (body.phone !== caller.operator.phone) throw new BizError('客服注册信息与登录账号不符');
      caller.operator.csRegistered = true;
      return { registered: true };
    },
  ),
];
