/** Showing a masked phone number in full (permission 0705): each reveal is a logged write. */
import { RIDER_WRITES } from '@contract/actions';
import { callEndpoint } from '@/shared/http/endpoint';
import type { PhoneRevealInput } from '@contract/privacy';

export const privacyApi = {
  revealPhone: (body: PhoneRevealInput) => callEndpoint(RIDER_WRITES.revealPhone, { input: body }).then((r) => r.phone),
};
