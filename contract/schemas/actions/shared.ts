import { z } from 'zod';
import type { EnableState, ReviewStatus } from '@contract/common';
import { sameType } from '../common';

/** Pieces the write replies share. */
export const enableState = z.enum(['enabled', 'disabled']);
sameType<z.infer<typeof enableState>, EnableState>(true);

export const reviewStatus = z.enum(['pending', 'approved', 'rejected']);
sameType<z.infer<typeof reviewStatus>, ReviewStatus>(true);

export const id = z.string().min(1);
export const ids = z.array(z.string());
/** A deleted record's id. */
export const removed = z.object({ id });
