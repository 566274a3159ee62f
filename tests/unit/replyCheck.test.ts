/** The client's check of a reply against its endpoint's registered schema (src/shared/http/replyCheck.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RIDER_READS } from '@contract/endpoints/riders';
import { RIDER_REPLIES } from '@contract/schemas/riders';
import { ApiError } from '@/shared/http/errors';
import { checkReply, forgetReplyReports, registerReplies, WRONG_SHAPE_MESSAGE } from '@/shared/http/replyCheck';
import { isTransient } from '@/shared/http/retry';

afterEach(() => {
  forgetReplyReports();
  vi.restoreAllMocks();
});

const refusalOf = (f: () => void): unknown => {
  try {
    f();
    return undefined;
  } catch (e) {
    return e;
  }
};

describe('checkReply', () => {
  registerReplies(RIDER_REPLIES);
  const list = RIDER_READS.userList;

  it('passes a reply of the shape, and one with keys the schema does not name', () => {
    expect(refusalOf(() => checkReply(list, { rows: [], total: 0 }))).toBeUndefined();
    expect(refusalOf(() => checkReply(list, { rows: [], total: 0, next: 'later' }))).toBeUndefined();
  });

  it('refuses another shape with 接口返回的数据格式不正确, not retried, and reports each fault once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 3; i++) {
      const e = refusalOf(() => checkReply(list, { rows: 'oops' }));
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).message).toBe(WRONG_SHAPE_MESSAGE);
      expect(isTransient(e)).toBe(false);
    }
    expect(refusalOf(() => checkReply(list, null))).toBeInstanceOf(ApiError);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      `${WRONG_SHAPE_MESSAGE}: GET main /platform/user/list rows: Invalid input: expected array, received string`,
      `${WRONG_SHAPE_MESSAGE}: GET main /platform/user/list (reply): Invalid input: expected object, received null`,
    ]);
  });

  it('leaves the replies of an endpoint with no registered schema alone', () => {
    const other = { ...list };
    expect(refusalOf(() => checkReply(other, { rows: 'oops' }))).toBeUndefined();
  });
});
