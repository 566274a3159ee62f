/**
 * @vitest-environment jsdom
 *
 * The page's CSP nonce (written by the web server into <meta name="csp-nonce">) goes on every
 * <style> the page's scripts make, antd's and rc-component's alike; where the placeholder was
 * left (no policy) nothing is changed.
 */
import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, cspNonce, nonceNewStyles } from '@/shared/ui/theme/cspNonce';

const page = (content: string) => {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = `<meta name="csp-nonce" content="${content}">`;
  return doc;
};

describe('the CSP nonce', () => {
  it('is put on each <style> made after start, on nothing else', () => {
    const doc = page('0123456789abcdef0123456789abcdef');
    expect(cspNonce(doc)).toBe('0123456789abcdef0123456789abcdef');
    nonceNewStyles(doc);
    expect(doc.createElement('style').nonce).toBe('0123456789abcdef0123456789abcdef');
    expect(doc.createElement('div').nonce).toBe('');
  });

  it('is none where the server left the placeholder', () => {
    const doc = page(CSP_NONCE_PLACEHOLDER);
    expect(cspNonce(doc)).toBeUndefined();
    nonceNewStyles(doc);
    expect(doc.createElement('style').nonce).toBe('');
  });
});
