import { keysOf } from '@/shared/query/keys';

/** The query keys of every read of this feature, under the domain 'worksheets' that writes name (shared/query/writeEffects.ts). */
export const worksheetKeys = keysOf('worksheets', ['operators', 'coupons', 'detail', 'list']);
