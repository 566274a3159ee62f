/** Showing a masked phone number in full (permission 0705): each reveal is a logged write. */
import { pathOf } from '@contract/endpoint';
import { RIDER_WRITES } from '@contract/actions';
import type { PhoneRevealInput, PhoneRevealResult } from '@contract/privacy';
import { http } from '@/shared/http/client';

export const privacyApi = {
  revealPhone: (body: PhoneRevealInput) =>
    http.post<PhoneRevealResult>(pathOf(RIDER_WRITES.revealPhone), body).then((r) => r.phone),
};
