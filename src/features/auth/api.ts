import { pathOf, type ReplyOf } from '@contract/endpoint';
import { AUTH_WRITES } from '@contract/actions';
import { env } from '@/shared/config/env';
import type { FranchiseApplication } from '@contract/agents';
import { http } from '@/shared/http/client';
import { DEVICE_HEADER, type DeviceRequestInput } from '@contract/devices';
import { AGENT_READS } from '@contract/endpoints/agents';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';

/** The sign-in calls (sign-in protocol). */
export const authApi = {
  /** asks an administrator to authorize this browser (before its sign-in can succeed) */
  requestDevice: (body: DeviceRequestInput) =>
    http.post<ReplyOf<typeof AUTH_WRITES.requestDevice>>(pathOf(AUTH_WRITES.requestDevice), body, { silent: true }),

  requestSmsCode: (mobilePhoneNumber: string) =>
    http.post<ReplyOf<typeof AUTH_WRITES.requestSmsCode>>(
      pathOf(env.storageType === 'obs' ? AUTH_WRITES.requestSmsCodeObs : AUTH_WRITES.requestSmsCode),
      { mobilePhoneNumber },
      { api: 'user', silent: true },
    ),

  verifySmsCode: (mobilePhoneNumber: string, smsCode: string) =>
    http.post<{ objectId: string }>(
      pathOf(AUTH_WRITES.verifySmsCode),
      { mobilePhoneNumber, smsCode },
      { api: 'user', silent: true },
    ),

  /** get user by phone: the user service's object id of that phone */
  userByPhone: (mobilePhoneNumber: string) =>
    http.get<{ objectId: string }>(pathOf(SIGN_IN_READS.users), { mobilePhoneNumber }, { api: 'user', silent: true }),

  verifyDevice: (mobilePhoneNumber: string, device_code: string, device_name: string) =>
    http.post<ReplyOf<typeof AUTH_WRITES.verifyDevice>>(
      pathOf(AUTH_WRITES.verifyDevice),
      { device_type: 1, mobilePhoneNumber, device_code, device_name },
      { silent: true },
    ),

  verifySign: (params: string) =>
    http.post<{ aesKey: string }>(pathOf(AUTH_WRITES.verifySign), { params }, { raw: true, silent: true }),

  /** the token, for the device the device check passed (its code in DEVICE_HEADER: the body has no field for it) */
  loginPhone: (mobilePhoneNumber: string, objectId: string, device: string) =>
    http.post<ReplyOf<typeof AUTH_WRITES.loginPhone>>(
      pathOf(AUTH_WRITES.loginPhone),
      { mobilePhoneNumber, objectId },
      { silent: true, headers: { [DEVICE_HEADER]: device } },
    ),

  loginAuthorized: (origin: string, phone: string, device: string) =>
    http.post<ReplyOf<typeof AUTH_WRITES.loginAuthorized>>(
      pathOf(AUTH_WRITES.loginAuthorized),
      { phone, origin },
      { silent: true, headers: { [DEVICE_HEADER]: device } },
    ),

  operatorLogin: (opManId: string) =>
    http.post<{ opManId: string; agentId: string | null; roleId: string }>(
      pathOf(AUTH_WRITES.operatorLogin),
      { opManId },
      { silent: true },
    ),

  registerCustomerService: (body: { name: string; phone: string; company: string; objectId: string }) =>
    http.post<ReplyOf<typeof AUTH_WRITES.registerSupport>>(pathOf(AUTH_WRITES.registerSupport), body, { silent: true }),

  apply: (body: { company: string; contact: string; phone: string; smsCode: string; city: string }) =>
    http.post<FranchiseApplication>(pathOf(AUTH_WRITES.applyAgent), body, { silent: true }),

  application: (id: string) =>
    http.get<FranchiseApplication>(pathOf(AGENT_READS.agentApplyById, { id }), undefined, { silent: true }),
};
