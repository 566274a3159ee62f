import { env } from '@/shared/config/env';

/** Which backend a call goes to (bases, headers and envelope). */
export type ApiType = 'main' | 'java' | 'user';

export function baseFor(url: string, api: ApiType = 'main'): string {
  if (api === 'user') return env.userApiBase;
  if (api === 'java') return env.apiBaseJava;
  if (/mieba|anfu/.test(url)) return env.apiBaseMieba;
  return env.apiBase;
}

/** Joins a base and a path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${base.replace(/\/+$/, '')}${p}`;
}
