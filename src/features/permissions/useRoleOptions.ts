import { useLookup } from '@/shared/query/useLookup';
import { permissionApi } from './api';
import type { RoleOption } from '@contract/permissions';
import { permissionKeys } from './keys';

const NONE: RoleOption[] = [];
const lookUp = (signal: AbortSignal) => permissionApi.enabledRoles(signal, true);

/** The enabled roles, for role pickers and filters ([] until loaded; asked again after a failure). */
export function useRoleOptions(): RoleOption[] {
  return useLookup(permissionKeys.roleOptions, lookUp, NONE);
}
