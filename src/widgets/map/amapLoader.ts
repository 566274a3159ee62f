/**
 * Loads AMap 2.0 once. The security code must be on window before the script loads;
 * a failed load is forgotten so that the next attempt tries again (maps).
 */
type AMapNS = Record<string, unknown>;

let pending: Promise<AMapNS> | null = null;
const LOAD_TIMEOUT_MS = 10000;

export function loadAMap(key: string, securityCode?: string): Promise<AMapNS> {
  if (!key) return Promise.reject(new Error('no map key'));
  if (pending) return pending;
  const w = window as unknown as { _AMapSecurityConfig?: { securityJsCode: string } };
  if (securityCode) w._AMapSecurityConfig = { securityJsCode: securityCode };
  pending = (async () => {
    const loader = (await import('@amap/amap-jsapi-loader')) as unknown as {
      load: (o: { key: string; version: string; plugins?: string[] }) => Promise<AMapNS>;
      reset?: () => void;
    };
    try {
      return await Promise.race([
        loader.load({ key, version: '2.0', plugins: ['AMap.MassMarks', 'AMap.Scale'] }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('map load timeout')), LOAD_TIMEOUT_MS)),
      ]);
    } catch (e) {
      loader.reset?.();
      throw e instanceof Error ? e : new Error(String(e));
    }
  })();
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
