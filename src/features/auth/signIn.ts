import { ApiError } from '@/shared/http/errors';
import { toast, notify } from '@/shared/http/notify';
import { saveSessionKeys, useSession } from '@/shared/auth/session';
import { randomHex } from '@/shared/utils/random';
import { storage } from '@/shared/utils/storage';
import { useSite } from '@/shared/config/site';
import { authApi } from './api';
import { linkPhone } from './quickLink';
import { DEVICE_REFUSED_CODE, QUICK_LINK_INVALID_MESSAGE } from '@contract/devices';

/** A failed step of the sign-in: what to tell the user (error catalogue) and for how long. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly step: string,
    readonly durationS = 3,
  ) {
    super(message);
  }
}

const isBusiness = (e: unknown): e is ApiError => e instanceof ApiError && e.kind === 'business';
const promptOf = (e: unknown) => (isBusiness(e) ? e.prompt : undefined);

/**
 * A refused token request (d., or the quick login): the backend checks the device too, so a device
 * refused there (revoked since the device check) may ask for authorization as at step a.
 */
const loginRefused = (e: unknown, step: string): SignInError =>
  isBusiness(e)
    ? new SignInError(e.prompt || '登录失败', e.code === DEVICE_REFUSED_CODE ? 'device-refused' : step)
    : new SignInError('登录异常', step);

/** A stable random id of this browser, for device authorization. */
export function deviceCode(): string {
  let code = storage.get<string>('device_code');
  if (!code) {
    code = randomHex(16);
    storage.set('device_code', code);
  }
  return code;
}

export function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Linux/.test(ua)
          ? 'Linux'
          : 'Other';
  return `${browser} on ${os}`;
}

/** a. device authorization */
async function authorizeDevice(phone: string): Promise<void> {
  try {
    await authApi.verifyDevice(phone, deviceCode(), deviceName());
  } catch (e) {
    if (!isBusiness(e)) throw new SignInError('设备授权失败，请检查当前网络环境', 'device');
    // refused at verification: this device may ask an administrator for authorization
    const step = e.code === DEVICE_REFUSED_CODE ? 'device-refused' : 'device';
    throw new SignInError(e.prompt || '当前设备未授权，请联系管理员授权后登陆！', step, 2);
  }
}

/** b. signing-key exchange: RSA(R) out, AES_R({_t,_k}) back, kept as cookies for 2 days */
async function exchangeKeys(): Promise<void> {
  try {
    const config = useSite.getState().config ?? (await useSite.getState().load());
    if (!config?.publicKey) throw new Error('no public key');
    // RSA and AES load with the exchange, not with the sign-in page
    const [{ JSEncrypt }, { openKeys }] = await Promise.all([import('jsencrypt'), import('@/shared/utils/envelope')]);
    const rsa = new JSEncrypt();
    rsa.setPublicKey(config.publicKey);
    const r = randomHex(16);
    const cipher = rsa.encrypt(r);
    if (!cipher) throw new Error('rsa');
    const { aesKey } = await authApi.verifySign(cipher);
    saveSessionKeys(openKeys(aesKey, r));
  } catch {
    throw new SignInError('获取签名失败', 'sign');
  }
}

/** e. operator login, then f. the session */
async function finish(token: string, objectId: string, opManId: string, phone: string): Promise<void> {
  // The operator login needs the token: hold it in the session before the call, but
  // not yet as signed in (no object id), or the public-only guard leaves /login and a
  // failure here would drop the user out of the form.
  useSession.setState({ token, objectId: undefined, codes: null, profile: undefined });
  let op: Awaited<ReturnType<typeof authApi.operatorLogin>>;
  try {
    op = await authApi.operatorLogin(opManId);
  } catch (e) {
    useSession.getState().logout();
    throw new SignInError(isBusiness(e) ? e.prompt || '登录失败' : '登录异常', 'operator');
  }
  useSession
    .getState()
    .signIn({ token, objectId, opMan: op.opManId, agentId: op.agentId ?? undefined, roleId: op.roleId });
  notify('success', '欢迎', '登陆成功');
  const company = useSite.getState().config?.company ?? '';
  authApi.registerCustomerService({ name: phone, phone, company, objectId }).catch((err: unknown) => {
    console.info('customer-service registration failed', err instanceof Error ? err.message : err);
  });
}

/** The whole sign-in of the sign-in protocol, in order; throws SignInError at the first failed step. */
export async function signInWithSms(phone: string, smsCode: string): Promise<void> {
  await authorizeDevice(phone);
  await exchangeKeys();

  let objectId: string;
  try {
    ({ objectId } = await authApi.verifySmsCode(phone, smsCode));
  } catch (e) {
    // the real reason: no answer, the server's failure, a reply that is not the service's, or its refusal
    throw new SignInError(
      e instanceof ApiError && e.kind !== 'business' ? e.message : (promptOf(e) ?? '短信验证失败'),
      'sms',
    );
  }
  toast('success', '短信验证成功');

  let login: { token: string; opManId: string };
  try {
    login = await authApi.loginPhone(phone, objectId, deviceCode());
  } catch (e) {
    throw loginRefused(e, 'login');
  }
  await finish(login.token, objectId, login.opManId, phone);
}

/**
 * Quick login with a signed `origin` link (sign-in protocol): the phone the link carries, the
 * device check as for any sign-in (the backend issues a token to an authorized device only), its
 * object id from the user service (get user by phone), `POST /auth/login/authorized {phone,
 * origin}` (the server checks the link's signature, age and phone, and the device), then the
 * operator login.
 */
export async function signInWithOrigin(origin: string): Promise<void> {
  const phone = linkPhone(origin);
  if (!phone) throw new SignInError(QUICK_LINK_INVALID_MESSAGE, 'quick');
  await authorizeDevice(phone);
  await exchangeKeys();
  let objectId: string;
  try {
    ({ objectId } = await authApi.userByPhone(phone));
  } catch (e) {
    throw new SignInError(
      e instanceof ApiError && e.kind !== 'business' ? e.message : (promptOf(e) ?? '登录失败'),
      'quick',
    );
  }
  let res: Awaited<ReturnType<typeof authApi.loginAuthorized>>;
  try {
    res = await authApi.loginAuthorized(origin, phone, deviceCode());
  } catch (e) {
    throw loginRefused(e, 'quick');
  }
  await finish(res.token, objectId, res.opManId, phone);
}
