import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'access' that writes name (shared/query/writeEffects.ts). */
export const permissionKeys = keysOf('access', [
  'operatorDevices',
  'roleOptions',
  'role',
  'roles',
  'devices',
  'operators',
  'roleDetail',
  'groups',
  'group',
]);
