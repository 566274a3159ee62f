import { env } from '@/shared/config/env';
import { now } from '@/shared/utils/clock';

/** Local storage under the namespace prefix, with optional expiry. */
interface Stored<T> {
  v: T;
  exp?: number;
}

const key = (name: string) => `${env.storagePrefix}${name}`;

export const storage = {
  get<T>(name: string): T | undefined {
    const raw = localStorage.getItem(key(name));
    if (raw == null) return undefined;
    try {
      const item = JSON.parse(raw) as Stored<T>;
      if (item.exp !== undefined && item.exp < now()) {
        localStorage.removeItem(key(name));
        return undefined;
      }
      return item.v;
    } catch {
      return undefined;
    }
  },
  set<T>(name: string, value: T, ttlMs?: number): void {
    const item: Stored<T> = { v: value };
    if (ttlMs !== undefined) item.exp = now() + ttlMs;
    localStorage.setItem(key(name), JSON.stringify(item));
  },
  remove(name: string): void {
    localStorage.removeItem(key(name));
  },
};
