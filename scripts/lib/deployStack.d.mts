import type { ChildProcess } from 'node:child_process';

export const NGINX: string;
export function freePort(): Promise<number>;
export function siteConf(o: { port: number; dist: string; backendPort: number; readTimeout?: string }): string;
export function nginxConf(dir: string, site: string): string;
export function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void>;
export function unitCommand(): string[];
export function startBackend(o: {
  port: number;
  db: string;
  reset?: boolean;
  env?: Record<string, string>;
  quiet?: boolean;
  compiled?: boolean;
  nodeArgs?: string[];
}): Promise<ChildProcess & { startLines: string[] }>;
export function startNginx(o: {
  port: number;
  dist: string;
  backendPort: number;
  readTimeout?: string;
}): Promise<{ child: ChildProcess; dir: string }>;
