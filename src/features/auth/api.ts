import { env } from '@/shared/config/env';
import type { FranchiseApplication } from '@contract/agents';
import { http } from '@/shared/http/client';

/** The sign-in calls (sign-in protocol). */
export const authApi = {
  requestSmsCode: (mobilePhoneNumber: string) =>
    http.post<object>(env.storageType === 'obs' ? '/obs/requestSmsCode' : '/requestSmsCode', { mobilePhoneNumber }, { api: 'user', silent: true }),

  verifySmsCode: (mobilePhoneNumber: string, smsCode: string) =>
    http.post<{ objectId: string }>('/verifySmsCode', { mobilePhoneNumber, smsCode }, { api: 'user', silent: true }),

  verifyDevice: (mobilePhoneNumber: string, device_code: string, device_name: string) =>
    http.post<unknown>(
      '/mieba/platform/opman/device/verification',
      { device_type: 1, mobilePhoneNumber, device_code, device_name },
      { silent: true },
    ),

  verifySign: (params: string) => http.post<{ aesKey: string }>('/auth/verifySign', { params }, { raw: true, silent: true }),

  loginPhone: (mobilePhoneNumber: string, objectId: string) =>
    http.post<{ token: string; opManId: string }>('/auth/login/phone', { mobilePhoneNumber, objectId }, { silent: true }),

  loginAuthorized: (origin: string, phone?: string) =>
    http.post<{ opManId: string; token: string; objectId: string; phone: string }>(
      '/auth/login/authorized', { phone, origin }, { silent: true },
    ),

  operatorLogin: (opManId: string) =>
    http.post<{ opManId: string; agentId: string | null; roleId: string }>('/platform/permission/login', { opManId }, { silent: true }),

  registerCustomerService: (body: { name: string; phone: string; company: string; objectId: string }) =>
    http.post<unknown>('/platform/permission/user/bangwo8', body, { silent: true }),

  apply: (body: { company: string; contact: string; phone: string; smsCode: string; city: string }) =>
    http.post<FranchiseApplication>('/platform/agent/apply', body, { silent: true }),

  application: (id: string) => http.get<FranchiseApplication>(`/platform/agent/apply/${encodeURIComponent(id)}`, undefined, { silent: true }),
};
