import type { FranchiseApplication } from './agents';
import { DEVICE_HEADER } from './devices';
import { changes, open } from './declareWrite';
import type { WriteEndpoint } from './endpoint';
import type * as W from './writeReplies';

/**
 * The sign-in steps and the caller's own session (re-exported by contract/actions.ts): a module
 * of its own so that the sign-in page and the entry's sign-out load these, not every write.
 */

/** The device header of the sign-ins that issue a token. */
const signedInFrom = <E extends WriteEndpoint>(e: E): E => ({
  ...e,
  headers: [
    {
      name: DEVICE_HEADER,
      required: true,
      description:
        'The device code the device check (`device_code`) was sent. A sign-in without it, or from a device that is not authorized (pending, refused, revoked), is refused with the device check’s prompt; the token is bound to the device, and revoking the device ends its sessions.',
    },
  ],
});

/** Sign-in and the caller's own session. */
export const AUTH_WRITES = changes(
  [],
  {
    requestSmsCode: open<W.SmsSent>('post', '/requestSmsCode', 'sign-in', 'user'),
    requestSmsCodeObs: open<W.SmsSent>('post', '/obs/requestSmsCode', 'sign-in', 'user'),
    verifySmsCode: open<W.SmsVerified>('post', '/verifySmsCode', 'sign-in', 'user'),
    verifyDevice: open<W.DeviceVerified>('post', '/mieba/platform/opman/device/verification', 'sign-in', 'mieba'),
    verifySign: open<W.SealedKey>('post', '/auth/verifySign', 'sign-in'),
    loginPhone: signedInFrom(open<W.SignedIn>('post', '/auth/login/phone', 'sign-in')),
    loginAuthorized: signedInFrom(open<W.QuickSignedIn>('post', '/auth/login/authorized', 'sign-in')),
    /** the sign-out: revokes the caller's token (an extension, see `extension`) */
    logout: {
      ...open<W.SignedOut>('post', '/auth/logout', 'own'),
      extension:
        'The specification’s logout only clears the console’s state. This backend also revokes the caller’s token: after it the token is refused (401) on every call. A console whose backend lacks it (404) signs out all the same.',
    },
    /** the operator's own sign-in (its opManId must be the token's) */
    operatorLogin: open<W.OperatorSignedIn>('post', '/platform/permission/login', 'sign-in'),
    /** the operator registers itself with customer service */
    registerSupport: open<W.SupportRegistered>('post', '/platform/permission/user/bangwo8', 'own'),
    /** a device asks to be authorized (before sign-in can succeed) */
    requestDevice: open<W.DeviceRequested>('post', '/mieba/v2/platform/opman/device/permission', 'sign-in', 'mieba'),
    /** the public franchise application form */
    applyAgent: open<FranchiseApplication>('post', '/platform/agent/apply', 'public'),
  } as const,
  { requestDevice: ['access'], applyAgent: ['agents'] },
);
