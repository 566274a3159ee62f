/** Build-time configuration, read once from Vite's env (see .env.example). */
const e = import.meta.env;

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' ? v : fallback;
}

export const env = {
  apiBase: str(e.VITE_API_BASE, '/ebike/v3/backend'),
  apiBaseMieba: str(e.VITE_API_BASE_MIEBA, ''),
  apiBaseJava: str(e.VITE_API_BASE_JAVA, '/java'),
  userApiBase: str(e.VITE_USER_API_BASE, '/user-api'),
  appId: str(e.VITE_APP_ID, 'ebike-console'),
  storageType: str(e.VITE_STORAGE_TYPE, ''),
  encrypt: str(e.VITE_ENCRYPT, 'true') !== 'false',
  storagePrefix: str(e.VITE_STORAGE_PREFIX, 'ebike_'),
  amapKey: str(e.VITE_AMAP_KEY, ''),
  amapSecurityCode: str(e.VITE_AMAP_SECURITY_CODE, ''),
  tmapKey: str(e.VITE_TMAP_KEY, ''),
  /** True when the embedded backend runs in the page (npm start, build:demo, tests). */
  mock: import.meta.env.VITE_MOCK === 'true',
} as const;
