import Cookies from 'js-cookie';
import { create } from 'zustand';
import { storage } from '@/shared/utils/storage';
import type { SessionKeys } from '@/shared/utils/envelope';
import { decodeToken, type TokenClaims } from './token';

/** Business limits: access token kept 7 days, signing cookies 2 days. */
export const TOKEN_TTL_MS = 604800000;
export const KEY_COOKIE_DAYS = 2;

const K = { token: 'access_token', objectId: 'object_id', opMan: 'opMan' } as const;

import type { OperatorProfile } from '@contract/permissions';

export type { OperatorProfile };

interface SessionState {
  token?: string;
  objectId?: string;
  opMan?: string;
  agentId?: string;
  roleId?: string;
  /** Permission codes; null until fetched after sign-in ("roles empty"). */
  codes: string[] | null;
  profile?: OperatorProfile;
  /** signed in on this page and the permissions not fetched yet (a reload of a session is not fresh) */
  fresh?: boolean;
  /**
   * Where the guard sends a signed-out visit: the public entry page (/login-home) for a
   * visitor; the sign-in form (/login) once a session ended on this page (a sign-out, a 401).
   */
  exit: '/login' | '/login-home';
  signIn(s: { token: string; objectId: string; opMan: string; agentId?: string; roleId?: string }): void;
  setProfile(p: OperatorProfile): void;
  clearToken(): void;
  logout(exit?: '/login' | '/login-home'): void;
}

export function saveSessionKeys(keys: SessionKeys): void {
  Cookies.set('_t', keys._t, { expires: KEY_COOKIE_DAYS, sameSite: 'strict' });
  Cookies.set('_k', keys._k, { expires: KEY_COOKIE_DAYS, sameSite: 'strict' });
}

export const sessionKeys = () => ({ _t: Cookies.get('_t'), _k: Cookies.get('_k') });

export const useSession = create<SessionState>((set) => ({
  token: storage.get<string>(K.token),
  objectId: storage.get<string>(K.objectId),
  opMan: storage.get<string>(K.opMan),
  codes: null,
  exit: '/login-home',
  signIn({ token, objectId, opMan, agentId, roleId }) {
    storage.set(K.token, token, TOKEN_TTL_MS);
    storage.set(K.objectId, objectId, TOKEN_TTL_MS);
    storage.set(K.opMan, opMan);
    set({ token, objectId, opMan, agentId, roleId, codes: null, profile: undefined, fresh: true });
  },
  setProfile(profile) {
    set({
      profile,
      codes: [...profile.permissions, 'all'],
      agentId: profile.agentId,
      roleId: profile.roleId,
      fresh: false,
    });
  },
  clearToken() {
    storage.remove(K.token);
    set({ token: undefined, codes: null, profile: undefined, fresh: false, exit: '/login' });
  },
  logout(exit = '/login') {
    storage.remove(K.token);
    storage.remove(K.objectId);
    storage.remove(K.opMan);
    set({
      token: undefined,
      objectId: undefined,
      opMan: undefined,
      codes: null,
      profile: undefined,
      fresh: false,
      exit,
    });
  },
}));

/** States and transitions: signed in needs the access token, the object id and the `_t` cookie. */
export function isLoggedIn(s: Pick<SessionState, 'token' | 'objectId'> = useSession.getState()): boolean {
  return Boolean(s.token && s.objectId && Cookies.get('_t'));
}

export function currentClaims(): TokenClaims | null {
  return decodeToken(useSession.getState().token);
}
