export function ensureBuild(outDir: string, options?: { force?: boolean; script?: string }): boolean;
export function startPreview(options: {
  outDir: string;
  port: number;
  url?: string;
  waitMs?: number;
}): Promise<{ base: string; stop: () => void }>;
