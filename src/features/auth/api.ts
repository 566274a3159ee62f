import { callEndpoint } from '@/shared/http/endpoint';
import { AUTH_WRITES } from '@contract/authWrites';
import { env } from '@/shared/config/env';
import { DEVICE_HEADER, type DeviceRequestInput } from '@contract/devices';
import { AGENT_READS } from '@contract/endpoints/agents';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';

/** The sign-in calls (sign-in protocol). */
export const authApi = {
  /** asks an administrator to authorize this browser (before its sign-in can succeed) */
  requestDevice: (body: DeviceRequestInput) =>
    callEndpoint(AUTH_WRITES.requestDevice, { input: body }, { silent: true }),

  requestSmsCode: (mobilePhoneNumber: string) =>
    callEndpoint(
      env.storageType === 'obs' ? AUTH_WRITES.requestSmsCodeObs : AUTH_WRITES.requestSmsCode,
      {
        input: { mobilePhoneNumber },
      },
      { silent: true },
    ),

  verifySmsCode: (mobilePhoneNumber: string, smsCode: string) =>
    callEndpoint(AUTH_WRITES.verifySmsCode, { input: { mobilePhoneNumber, smsCode } }, { silent: true }),

  /** get user by phone: the user service's object id of that phone */
  userByPhone: (mobilePhoneNumber: string) =>
    callEndpoint(SIGN_IN_READS.users, { input: { mobilePhoneNumber } }, { silent: true }),

  verifyDevice: (mobilePhoneNumber: string, device_code: string, device_name: string) =>
    callEndpoint(
      AUTH_WRITES.verifyDevice,
      { input: { device_type: 1, mobilePhoneNumber, device_code, device_name } },
      { silent: true },
    ),

  verifySign: (params: string) =>
    callEndpoint(AUTH_WRITES.verifySign, { input: { params } }, { raw: true, silent: true }),

  /** the token, for the device the device check passed (its code in DEVICE_HEADER: the body has no field for it) */
  loginPhone: (mobilePhoneNumber: string, objectId: string, device: string) =>
    callEndpoint(
      AUTH_WRITES.loginPhone,
      { input: { mobilePhoneNumber, objectId } },
      { silent: true, headers: { [DEVICE_HEADER]: device } },
    ),

  loginAuthorized: (origin: string, phone: string, device: string) =>
    callEndpoint(
      AUTH_WRITES.loginAuthorized,
      { input: { phone, origin } },
      { silent: true, headers: { [DEVICE_HEADER]: device } },
    ),

  operatorLogin: (opManId: string) => callEndpoint(AUTH_WRITES.operatorLogin, { input: { opManId } }, { silent: true }),

  registerCustomerService: (body: { name: string; phone: string; company: string; objectId: string }) =>
    callEndpoint(AUTH_WRITES.registerSupport, { input: body }, { silent: true }),

  apply: (body: { company: string; contact: string; phone: string; smsCode: string; city: string }) =>
    callEndpoint(AUTH_WRITES.applyAgent, { input: body }, { silent: true }),

  application: (id: string) => callEndpoint(AGENT_READS.agentApplyById, { path: { id } }, { silent: true }),
};
