import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { queryClient } from '@/shared/query/queryClient';
import { unansweredRequests } from './backend';
import { SHELL_TIMEOUT } from './render';

/**
 * Waits until the app is at rest: no read or write running, no request to the backend
 * unanswered, and React done with what their answers caused (effects, the router's
 * navigations). What a test then finds is final — how fast the machine is plays no part, so
 * "this did not happen" holds without sleeping for an arbitrary time.
 */
export async function settled(timeout = SHELL_TIMEOUT): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await waitFor(
      () => {
        expect(queryClient.isFetching(), 'reads running').toBe(0);
        expect(queryClient.isMutating(), 'writes running').toBe(0);
        expect(unansweredRequests(), 'requests unanswered').toBe(0);
      },
      { timeout },
    );
    // the answers' effects run, and whatever they start is waited for in the second round
    await act(async () => {});
  }
}
