/**
 * Path parameters of a declared shape, one per kind of path id: a record's id (a coupon, CP…;
 * every other record the world numbers with its prefix: an export job, a franchise application,
 * a franchisee role, a fault type, a notice template, a home message, a fixed or custom task, an
 * invite activity), a rider's id (U…), an operator's phone (or its OP id) and a permission group's key.
 * One of another shape, or an inherited name, is refused by the path schema (400, the
 * declared message) before the handler looks for it; one of the right shape that names
 * nothing is the handler's 404; and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { GROUP_MSG } from '@contract/groups';
import { PATH_INPUT_MSG } from '@contract/schemas/inputs/records';
import { getBlacklist } from '@mocks/db/blacklist';
import { getFaultTypes, getHomeMessages, getNoticeTemplates } from '@mocks/db/config';
import { call, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const refusal = async (s: Session, method: 'GET' | 'DELETE' | 'POST', path: string, body?: unknown) => {
  const res = await call(method, path, { session: s, ...(body ? { body } : {}) });
  // a refusal is answered {suc:false, error:{code, promt}}, its code the refusal's status
  return { status: res.body.error?.code as number | undefined, prompt: res.body.error?.promt as string | undefined };
};

/** Each of `ids` in the path `at` makes is refused by the path schema with `prompt`. */
async function refusedByShape(
  s: Session,
  method: 'GET' | 'DELETE',
  ids: string[],
  at: (id: string) => string,
  prompt: string,
): Promise<void> {
  for (const id of ids) expect(await refusal(s, method, at(id))).toEqual({ status: 400, prompt });
}

describe('path ids of a declared shape', { timeout: 60000 }, () => {
  it("a coupon's id: another shape is refused by the schema, a missing one by the handler", async () => {
    const s = await signInAsPhone();
    const ids = ['constructor', 'CP', 'CP1x', 'cp004'];
    await refusedByShape(s, 'GET', ids, (id) => `/platform/marketing/coupon/${id}`, PATH_INPUT_MSG.coupon);
    expect(await refusal(s, 'GET', '/platform/marketing/coupon/CP999')).toEqual({
      status: 404,
      prompt: PATH_INPUT_MSG.coupon,
    });
    const found = await call('GET', '/platform/marketing/coupon/CP004', { session: s });
    expect(found.body.data).toMatchObject({ id: 'CP004' });
  });

  it("a rider's id: another shape is refused before the blacklist is touched", async () => {
    const s = await signInAsPhone();
    const before = getBlacklist().length;
    const ids = ['constructor', '__proto__', '100001', 'U-1'];
    await refusedByShape(s, 'DELETE', ids, (id) => `/platform/blacklist/${id}`, PATH_INPUT_MSG.rider);
    expect(getBlacklist()).toHaveLength(before);
    // an id of the shape goes to the handler: a listed rider is removed
    const listed = getBlacklist()[0]!.userId;
    expect((await call('DELETE', `/platform/blacklist/${listed}`, { session: s })).body.suc).toBe(true);
    expect(getBlacklist()).toHaveLength(before - 1);
  });

  it("an operator's phone: neither a phone nor an operator id is refused with the phone's rule", async () => {
    const s = await signInAsPhone();
    const phones = ['constructor', '1380000000', '138000000001', 'OP'];
    await refusedByShape(s, 'DELETE', phones, (p) => `/platform/permission/user/${p}`, COMMON_INPUT_MSG.phone11);
    expect(await refusal(s, 'DELETE', '/platform/permission/user/13899999999')).toEqual({
      status: 404,
      prompt: '用户不存在',
    });
  });

  it("a permission group's key: an unknown or inherited name is refused by the schema", async () => {
    const s = await signInAsPhone();
    const keys = ['constructor', 'toString', 'nobody'];
    await refusedByShape(s, 'GET', keys, (k) => `/platform/permission/group/${k}/member`, GROUP_MSG.unknown);
    for (const key of keys) {
      expect(await refusal(s, 'POST', `/platform/permission/group/${key}/member`, { phone: '13800000002' })).toEqual({
        status: 400,
        prompt: GROUP_MSG.unknown,
      });
    }
  });

  /**
   * Each other record named by its id in the path: the ids of another shape, the words its
   * absence is answered with, an id of the shape that names nothing (the handler's answer, with
   * its status) and, for a delete, the records that must stay as they were.
   */
  const RECORDS: ReadonlyArray<{
    path: string;
    method: 'GET' | 'DELETE';
    prompt: string;
    missing: readonly [string, number];
    kept?: () => unknown[];
  }> = [
    {
      path: '/platform/export/jobs/:id/file',
      method: 'GET',
      prompt: PATH_INPUT_MSG.exportFile,
      missing: ['EXP999999', 400],
    },
    {
      path: '/platform/export/jobs/:id',
      method: 'DELETE',
      prompt: PATH_INPUT_MSG.exportFile,
      missing: ['EXP999999', 400],
    },
    { path: '/platform/agent/apply/:id', method: 'GET', prompt: PATH_INPUT_MSG.application, missing: ['AP9999', 400] },
    { path: '/platform/agent/role/:id', method: 'GET', prompt: PATH_INPUT_MSG.agentRole, missing: ['AR999', 404] },
    {
      path: '/platform/config/fault/:id',
      method: 'DELETE',
      prompt: PATH_INPUT_MSG.fault,
      missing: ['FT999', 404],
      kept: getFaultTypes,
    },
    {
      path: '/platform/config/notice/:id',
      method: 'DELETE',
      prompt: PATH_INPUT_MSG.template,
      missing: ['NT999', 404],
      kept: getNoticeTemplates,
    },
    {
      path: '/platform/config/message/:id',
      method: 'DELETE',
      prompt: PATH_INPUT_MSG.message,
      missing: ['HM999', 404],
      kept: getHomeMessages,
    },
    { path: '/platform/marketing/fixed-task/:id', method: 'GET', prompt: PATH_INPUT_MSG.task, missing: ['FT999', 404] },
    {
      path: '/platform/marketing/custom-task/:id',
      method: 'GET',
      prompt: PATH_INPUT_MSG.task,
      missing: ['CT999', 404],
    },
    { path: '/platform/marketing/invite/:id', method: 'GET', prompt: PATH_INPUT_MSG.invite, missing: ['IA999', 404] },
  ];

  it.each(RECORDS)('$method $path: another shape is refused by the schema, a missing one by the handler', async (r) => {
    const s = await signInAsPhone();
    const at = (id: string) => r.path.replace(':id', id);
    const before = r.kept ? structuredClone(r.kept()) : undefined;
    // an inherited name, the prefix alone, another record's prefix, lower case, digits alone
    const prefix = r.missing[0].replace(/\d+$/, '');
    const ids = ['constructor', '__proto__', prefix, `X${r.missing[0]}`, r.missing[0].toLowerCase(), '001'];
    await refusedByShape(s, r.method, ids, at, r.prompt);
    if (before) expect(r.kept!()).toEqual(before);
    expect(await refusal(s, r.method, at(r.missing[0]))).toEqual({ status: r.missing[1], prompt: r.prompt });
  });
});
