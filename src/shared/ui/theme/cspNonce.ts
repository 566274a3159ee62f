/**
 * The nonce of this page's Content-Security-Policy, for the <style> tags antd writes at run time
 * (its theme's CSS variables): the web server puts a fresh one into index.html's
 * `<meta name="csp-nonce">` and into the policy's style-src for each response (deploy/nginx.conf).
 * Where nobody replaced the placeholder (the dev server, the demo build: no policy) there is none.
 */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE';

export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const value = doc?.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value && value !== CSP_NONCE_PLACEHOLDER ? value : undefined;
}

/**
 * Gives the page's nonce to every <style> element the page's scripts create: antd's own styles
 * carry it (ConfigProvider's csp), but rc-component's scroll lock (a dialog open) and scrollbar
 * measure insert theirs without one, and the policy would refuse them. Installed once at start.
 */
export function nonceNewStyles(doc: Document = document): void {
  const nonce = cspNonce(doc);
  if (!nonce) return;
  const create = doc.createElement.bind(doc) as (tag: string, options?: ElementCreationOptions) => HTMLElement;
  doc.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const el = create(tag, options);
    if (el instanceof HTMLStyleElement) el.nonce = nonce;
    return el;
  }) as Document['createElement'];
}
