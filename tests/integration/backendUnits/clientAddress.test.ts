/**
 * One address per caller: forwarded headers are believed only from a trusted proxy (the
 * server's TRUSTED_PROXIES); without a socket (the page, tests) the caller is 本机.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies, PEER_HEADER, setTrustedProxies } from '@mocks/lib/clientAddress';

const request = (headers: Record<string, string>) => new Request('http://backend.test/x', { headers });
const forged = { 'X-Real-IP': '6.6.6.6', 'X-Forwarded-For': '6.6.6.6, 7.7.7.7' };

afterEach(() => setTrustedProxies(null));

describe('the caller address', () => {
  it('is the socket address when the connection is not from a trusted proxy, whatever the headers say', () => {
    expect(clientAddress(request({ [PEER_HEADER]: '198.51.100.20', ...forged }))).toBe('198.51.100.20');
    setTrustedProxies(['10.0.0.2']);
    expect(clientAddress(request({ [PEER_HEADER]: '127.0.0.1', ...forged }))).toBe('127.0.0.1');
  });

  it("is the proxy's X-Real-IP, else the last forwarded hop, from a trusted proxy", () => {
    setTrustedProxies(parseTrustedProxies(' 10.0.0.2 , 10.0.0.3'));
    expect(clientAddress(request({ [PEER_HEADER]: '10.0.0.3', ...forged }))).toBe('6.6.6.6');
    expect(clientAddress(request({ [PEER_HEADER]: '10.0.0.2', 'X-Forwarded-For': '1.1.1.1, 203.0.113.5' }))).toBe(
      '203.0.113.5',
    );
    expect(clientAddress(request({ [PEER_HEADER]: '10.0.0.2' }))).toBe('10.0.0.2');
  });

  it('is 本机 without a socket (the page, tests): forwarded headers are not believed', () => {
    expect(clientAddress(request(forged))).toBe('本机');
    expect(parseTrustedProxies('')).toBeNull();
  });
});
