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

/** An object with one value per key of an enum (an exhaustive record, described key by key). */
export const byKey = <K extends string, V extends z.ZodType>(keys: z.ZodEnum<{ [k in K]: k }>, value: V) =>
  z.object(Object.fromEntries(keys.options.map((k) => [k, value])) as { [k in K]: V });

/** A point `[lng, lat]`. */
export const lngLat = z.tuple([z.number(), z.number()]);

/** The enum of a vocabulary's keys, from its label record (`ALARM`, `TASK_KIND`, …). */
export const enumOf = <K extends string>(labels: Record<K, string>) => z.enum(Object.keys(labels) as [K, ...K[]]);

/**
 * A check at compile time that a schema's type is exactly a vocabulary's type: a schema
 * that lists a value the vocabulary lacks, or misses one, does not compile.
 */
export const sameType = <A, B>(_same: [A] extends [B] ? ([B] extends [A] ? true : never) : never): void => undefined;

/** A phone number as every reply carries it: masked, `138****0000` (never the whole number). */
export const maskedPhone = z.string().regex(/^1[3-9]\d\*{4}\d{4}$/);

/** Whether a configurable record is in use. */
export const enableState = z.enum(['enabled', 'disabled']);

/** The state of an item of a review queue. */
export const reviewStatus = z.enum(['pending', 'approved', 'rejected']);

/** A fix of a trace `[lng, lat, ms]`. */
export const tracePoint = z.tuple([z.number(), z.number(), z.number().int()]);

/** An `{id,name}` option of a picker. */
export const idName = z.object({ id: z.string().min(1), name: z.string() });

/** The enum of a record's keys, whatever its values (`REPAIR_STATUS`, `DEVICE_STATES`, …). */
export const keysOf = <K extends string>(record: Record<K, unknown>) => z.enum(Object.keys(record) as [K, ...K[]]);
