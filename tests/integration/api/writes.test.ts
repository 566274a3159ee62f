// @vitest-environment jsdom
/**
 * What a write does to server state (app/httpWiring.ts): a write that goes through has every
 * read on screen asked again (no page reloads by hand); a write the server refuses changes
 * nothing, so nothing is asked again and a form above it keeps what was typed; signing out
 * drops all server state.
 */
import { QueryObserver } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/auth/session';
import { http } from '@/shared/http/client';
import { registerReplies } from '@/shared/http/replyCheck';
import { queryClient } from '@/shared/query/queryClient';
import { server, setupBackend } from '../harness/backend';

const X = '*/ebike/v3/backend/x';

setupBackend();

/** A read shown on screen (an observer keeps it active), and how often it was asked. */
function shownRead(key: string) {
  let asked = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: [key],
    queryFn: async () => {
      asked += 1;
      return asked;
    },
  });
  const stop = observer.subscribe(() => undefined);
  return { asked: () => asked, stop };
}

describe('writes and server state', () => {
  async function expectReadAgainAfterWrite() {
    server.use(mswHttp.post(X, () => HttpResponse.json({ suc: true, data: { id: 'R1' } })));
    const rows = shownRead('rows');
    await expect.poll(rows.asked).toBe(1);
    await http.post('/x', { name: '新角色' });
    expect(queryClient.isFetching()).toBe(1);
    await expect.poll(rows.asked).toBe(2);
    rows.stop();
  }

  it('a write that goes through has the reads on screen asked again', expectReadAgainAfterWrite);

  it('the same once a page has installed the reply check (no step added between answer and caller)', async () => {
    // installed for the rest of the worker, as in the app: the test files that follow see it too
    registerReplies([]);
    await expectReadAgainAfterWrite();
  });

  it('a refused write asks nothing again', async () => {
    server.use(mswHttp.post(X, () => HttpResponse.json({ suc: false, error: { promt: '角色名称已存在' } })));
    const rows = shownRead('rows');
    await expect.poll(rows.asked).toBe(1);
    await expect(http.post('/x', { name: '财务' })).rejects.toThrow('角色名称已存在');
    // a write's refresh starts before its promise settles: none is running
    expect(queryClient.isFetching()).toBe(0);
    expect(rows.asked()).toBe(1);
    rows.stop();
  });

  it('another token drops what was read', async () => {
    useSession.getState().signIn({ token: 'tok-a', objectId: 'obj', opMan: 'OP0001' });
    await queryClient.fetchQuery({ queryKey: ['mine'], queryFn: async () => '加盟商A的数据' });
    expect(queryClient.getQueryData(['mine'])).toBe('加盟商A的数据');
    useSession.getState().logout();
    expect(queryClient.getQueryData(['mine'])).toBeUndefined();
  });
});
