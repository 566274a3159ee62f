import { useCallback, useContext, useEffect, useId } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { detach, markClean, markDirty } from './registry';

/**
 * Lists this component's form as holding unsaved changes while `dirty`, under the route
 * path of its page (a hidden console tab's own path), so that leaving the page, closing its
 * tab or reloading asks first. Returns `saved()`, which unlists it at once (before a
 * navigation that follows the save). Outside a router the path is ''.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const id = useId();
  const path = useContext(UNSAFE_LocationContext)?.location.pathname ?? '';
  useEffect(() => {
    if (!dirty) return;
    markDirty(id, path);
    return () => detach(id);
  }, [id, path, dirty]);
  return useCallback(() => markClean(id), [id]);
}
