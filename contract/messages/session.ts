/**
 * The refusal of a call whose session is over (HTTP 401: no token, a forged, expired or revoked
 * one): the backend's prompt, and what the console says when it ends the session. Plain data;
 * the client (in the entry) imports it.
 */
export const UNAUTHORIZED_PROMPT = '授权验证失败';
