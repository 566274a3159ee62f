/**
 * The nonce of this page's Content-Security-Policy, for the <style> tags antd writes at run time
 * (CSS-in-JS): the web server puts a fresh one into index.html's `<meta name="csp-nonce">` and
 * into the policy's style-src for each response (deploy/nginx.conf). Where nobody replaced the
 * placeholder (the dev server, the demo build: no policy) there is none.
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE';

export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const value = doc?.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value && value !== CSP_NONCE_PLACEHOLDER ? value : undefined;
}
