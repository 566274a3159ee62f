import { http } from '@/shared/http/client';
import { useSession, type OperatorProfile } from './session';

/** Permission codes of the signed-in operator (SPEC.md §4), stored in the session. */
export async function loadProfile(signal?: AbortSignal): Promise<OperatorProfile> {
  const opManId = useSession.getState().opMan;
  const profile = await http.get<OperatorProfile>('/platform/permission/allCode', { opManId }, { signal, silent: true });
  useSession.getState().setProfile(profile);
  return profile;
}
