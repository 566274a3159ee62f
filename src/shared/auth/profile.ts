import { sessionApi } from '@/shared/api/session';
import { useSession, type OperatorProfile } from './session';

/** The request running for an operator: asked twice at once (StrictMode, two guards), it is sent once. */
let running: { opManId?: string; profile: Promise<OperatorProfile> } | null = null;

/** Permission codes of the signed-in operator (states and transitions), stored in the session. */
export function loadProfile(): Promise<OperatorProfile> {
  const opManId = useSession.getState().opMan;
  if (running && running.opManId === opManId) return running.profile;
  const profile = sessionApi
    .profile(opManId)
    .then((p) => {
      // another operator signed in meanwhile: this answer is not theirs
      if (useSession.getState().opMan === opManId) useSession.getState().setProfile(p);
      return p;
    })
    .finally(() => {
      if (running?.profile === profile) running = null;
    });
  running = { opManId, profile };
  return profile;
}
