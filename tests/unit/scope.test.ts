// @vitest-environment jsdom
/**
 * The header scope (entity fields, states and transitions): all selected → undefined, a partial pick → its
 * ids; query parameters comma-joined; persisted; cleared when the token changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/shared/auth/session';
import { env } from '@/shared/config/env';
import { SCOPE_STORAGE_KEY, scopeParams, selectionToScope, useScope } from '@/shared/scope/store';

afterEach(() => {
  useScope.getState().clear();
  useSession.getState().logout();
  localStorage.clear();
});

describe('selectionToScope', () => {
  const all = ['A001', 'A002', 'A003'];

  it('every item selected means all (undefined)', () => {
    expect(selectionToScope(['A001', 'A002', 'A003'], all)).toBeUndefined();
    expect(selectionToScope(['A003', 'A001', 'A002'], all)).toBeUndefined();
  });

  it('a partial pick keeps the chosen ids, in list order', () => {
    expect(selectionToScope(['A002'], all)).toEqual(['A002']);
    expect(selectionToScope(['A003', 'A001'], all)).toEqual(['A001', 'A003']);
  });

  it('ids that are not in the list are dropped', () => {
    expect(selectionToScope(['A002', 'X999'], all)).toEqual(['A002']);
  });

  it('a one-item list with its item selected is all', () => {
    expect(selectionToScope(['SA001'], ['SA001'])).toBeUndefined();
  });
});

describe('scopeParams', () => {
  it('is empty when everything is selected', () => {
    expect(scopeParams()).toEqual({});
    expect(scopeParams({})).toEqual({});
  });

  it('joins the ids with commas', () => {
    expect(scopeParams({ agentIds: ['A001', 'A002'], opAreaIds: ['SA001'] })).toEqual({
      agentIds: 'A001,A002',
      opAreaIds: 'SA001',
    });
    expect(scopeParams({ opAreaIds: ['SA001', 'SA003'] })).toEqual({ opAreaIds: 'SA001,SA003' });
  });

  it('reads the store by default and never sends the big-screen selection', () => {
    useScope.getState().setAgents(['A002']);
    useScope.getState().setBigScreenAreas(['SA003']);
    expect(scopeParams()).toEqual({ agentIds: 'A002' });
  });

  it('an empty list counts as all, never as an empty filter', () => {
    useScope.getState().setAreas([]);
    expect(useScope.getState().opAreaIds).toBeUndefined();
    expect(scopeParams({ agentIds: [] })).toEqual({});
  });
});

describe('useScope', () => {
  it('persists the selection under the namespace prefix', () => {
    useScope.getState().setAgents(['A001']);
    useScope.getState().setAreas(['SA002']);
    const raw = localStorage.getItem(`${env.storagePrefix}${SCOPE_STORAGE_KEY}`);
    expect(raw && (JSON.parse(raw) as { v: unknown }).v).toEqual({ agentIds: ['A001'], opAreaIds: ['SA002'] });
    useScope.getState().clear();
    expect(localStorage.getItem(`${env.storagePrefix}${SCOPE_STORAGE_KEY}`)).toBeNull();
  });

  it('keeps the big-screen selection separate', () => {
    useScope.getState().setAreas(['SA001']);
    useScope.getState().setBigScreenAreas(['SA002', 'SA003']);
    expect(useScope.getState()).toMatchObject({ opAreaIds: ['SA001'], bigScreenAreaIds: ['SA002', 'SA003'] });
  });

  it('is cleared on log out (the token goes away)', () => {
    useSession.getState().signIn({ token: 't1', objectId: 'o', opMan: 'OP0000' });
    useScope.getState().setAgents(['A001']);
    useScope.getState().setAreas(['SA001']);
    useScope.getState().setBigScreenAreas(['SA001']);
    useSession.getState().logout();
    expect(useScope.getState()).toMatchObject({
      agentIds: undefined,
      opAreaIds: undefined,
      bigScreenAreaIds: undefined,
    });
  });

  it('is cleared when another token arrives, kept while the token stays', () => {
    useSession.getState().signIn({ token: 't1', objectId: 'o', opMan: 'OP0000' });
    useScope.getState().setAreas(['SA001']);
    useSession.getState().signIn({ token: 't1', objectId: 'o', opMan: 'OP0000', agentId: 'A001' });
    expect(useScope.getState().opAreaIds).toEqual(['SA001']);
    useSession.getState().clearToken();
    expect(useScope.getState().opAreaIds).toBeUndefined();
  });
});
