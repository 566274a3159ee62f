import { useEffect, useState } from 'react';
import { isAbort } from '@/shared/http/errors';
import { permissionApi } from './api';
import type { RoleOption } from './types';

/** The enabled roles, for role pickers and filters ([] until loaded or when the load fails). */
export function useRoleOptions(): RoleOption[] {
  const [roles, setRoles] = useState<RoleOption[]>([]);
  useEffect(() => {
    const ctrl = new AbortController();
    permissionApi.enabledRoles(ctrl.signal).then(setRoles, (e: unknown) => {
      if (!isAbort(e)) setRoles([]);
    });
    return () => ctrl.abort();
  }, []);
  return roles;
}
