import { z } from 'zod';

/** Money and counts are integers (fen, pieces). */
export const fen = z.number().int();
export const count = z.number().int().nonnegative();
/** A calendar day `YYYY-MM-DD`. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An instant, ISO 8601. */
export const instant = z.string().min(1);

/** A page of a list as the backend answers it: `{rows,total}`. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: count });

export const cashChannel = z.enum(['wallet', 'wechat', 'alipay']);
export const discountSource = z.enum(['coupon', 'riding_card', 'activity']);
export const payChannel = z.enum(['wallet', 'wechat', 'alipay', 'riding_card', 'coupon']);
