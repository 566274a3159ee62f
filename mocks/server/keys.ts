/**
 * The server's RSA key pair for the signing-key exchange: made at its first start and kept in
 * its database, so that it is the same after a restart and no other installation has it (the
 * browser's embedded backend uses a fixed demo pair). The console learns the public half
 * from site config, as from any backend.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readMeta, writeMeta, type BackendDb } from './database';

const KEY = 'rsa.private';

/** The private key (PKCS#1 PEM, as jsencrypt reads it); made and stored when there is none. */
export function serverRsaKey(db: BackendDb): { pem: string; made: boolean } {
  const kept = readMeta(db, KEY);
  if (kept) return { pem: kept, made: false };
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  writeMeta(db, KEY, privateKey);
  return { pem: privateKey, made: true };
}
