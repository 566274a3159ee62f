import { z } from 'zod';
import { AUTH_WRITES } from '@contract/actions';
import type { FranchiseApplication } from '@contract/agents';
import type { DeviceState } from '@contract/devices';
import { replyFor, repliesFor, type Replies } from '../registry';
import { instant, sameType } from '../common';
import { reviewStatus } from './shared';

const objectId = z.object({ objectId: z.string().min(1) });
const session = z.object({ token: z.string().min(1), opManId: z.string().min(1) });

export const franchiseApplication = z.object({
  id: z.string().min(1),
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  city: z.string(),
  status: reviewStatus,
  reason: z.string().optional(),
  createdAt: instant,
});
sameType<z.infer<typeof franchiseApplication>, FranchiseApplication>(true);

const deviceState = z.enum(['pending', 'authorized', 'refused', 'removed']);
sameType<z.infer<typeof deviceState>, DeviceState>(true);

/** Sign-in steps and the caller's own session: what each step answers. */
export const AUTH_WRITE_REPLIES: Replies = [
  // the user service answers a sent code with an empty object
  ...repliesFor([AUTH_WRITES.requestSmsCode, AUTH_WRITES.requestSmsCodeObs], z.object({}).strict()),
  replyFor(AUTH_WRITES.verifySmsCode, objectId),
  replyFor(AUTH_WRITES.verifyDevice, z.object({ authorized: z.literal(true) })),
  replyFor(AUTH_WRITES.verifySign, z.object({ aesKey: z.string().min(1) })),
  replyFor(AUTH_WRITES.loginPhone, session),
  replyFor(AUTH_WRITES.loginAuthorized, session.extend({ objectId: z.string().min(1), phone: z.string() })),
  replyFor(AUTH_WRITES.logout, z.object({ signedOut: z.literal(true) })),
  replyFor(
    AUTH_WRITES.operatorLogin,
    z.object({ opManId: z.string().min(1), agentId: z.string().nullable(), roleId: z.string().min(1) }),
  ),
  replyFor(AUTH_WRITES.registerSupport, z.object({ registered: z.literal(true) })),
  replyFor(AUTH_WRITES.requestDevice, z.object({ id: z.string().min(1), state: deviceState })),
  replyFor(AUTH_WRITES.applyAgent, franchiseApplication),
];
