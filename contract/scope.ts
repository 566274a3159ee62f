/**
 * A record outside the caller's scope (a rider, ride or vehicle of a service area the caller
 * may not see): refused with HTTP 403, this code and this message, never answered as missing
 * or as a failure worth retrying.
 */
export const OUT_OF_SCOPE = { status: 403, code: 'OUT_OF_SCOPE', message: '无权查看该记录' } as const;
