/**
 * The embedded backend's signing material. It only signs demo sessions of the
 * embedded backend; a real backend has its own.
 */
import { JSEncrypt } from 'jsencrypt';
import { DEMO_RSA_PRIVATE_KEY } from './demoKey';
import { tag } from './jwt';
import { hostSlot } from './host';

export const JWT_SECRET = 'embedded-backend-jwt';
const TICKET_SECRET = 'embedded-backend-ticket';
const KEY_SECRET = 'embedded-backend-aes';
export const LINK_SECRET = 'embedded-backend-quick-login';

/** `_t` is `<random>.<tag>` so the backend can tell the tickets it issued. */
export function issueTicket(random: string): string {
  return `${random}.${tag(random, TICKET_SECRET)}`;
}

export function isIssuedTicket(t: string | null | undefined): t is string {
  if (!t) return false;
  const [random, sig] = t.split('.');
  return Boolean(random && sig && tag(random, TICKET_SECRET) === sig);
}

/** `_k` is derived from `_t`, so sessions survive a reload of the embedded backend. */
export const keyForTicket = (t: string): string => tag(t, KEY_SECRET);

/** The host's RSA key pair: its private half (PEM), and the key once read. */
const keyPair = hostSlot(() => ({ rsa: null as Promise<JSEncrypt> | null, privatePem: DEMO_RSA_PRIVATE_KEY }));

/** The RSA key pair (the public half goes out in site config): the fixed demo pair unless set, read on first use. */
export function rsaKey(): Promise<JSEncrypt> {
  const k = keyPair();
  if (!k.rsa) {
    const key = new JSEncrypt();
    key.setPrivateKey(k.privatePem);
    k.rsa = Promise.resolve(key);
  }
  return k.rsa;
}

/** The server's own key pair (PKCS#1 PEM of the private half), in place of the demo pair. */
export function setRsaPrivateKey(pem: string): void {
  const k = keyPair();
  k.privatePem = pem;
  k.rsa = null;
}
