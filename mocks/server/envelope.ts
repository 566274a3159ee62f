/**
 * The envelope opened with node:crypto on the Node server: the same OpenSSL-compatible format
 * crypto-js's passphrase mode writes (`Salted__`, an 8-byte salt, key and IV from the passphrase
 * by EVP_BytesToKey over MD5, AES-256-CBC with PKCS#7 padding), about ten times cheaper than
 * crypto-js's AES in JavaScript, which was ~7 % of a list read. What it opens and what it refuses
 * are open()'s (src/shared/utils/envelope.ts).
 */
import { createDecipheriv, createHash } from 'node:crypto';

const SALTED = Buffer.from('Salted__', 'latin1');
/** malformed UTF-8 is refused, as crypto-js's Utf8 refuses it (a wrong key's garbage) */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** EVP_BytesToKey (MD5, one round): 32 bytes of key, then 16 of IV. */
function keyAndIv(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let prev = Buffer.alloc(0);
  for (let n = 0; n < 48; n += 16) {
    prev = createHash('md5').update(prev).update(passphrase).update(salt).digest();
    blocks.push(prev);
  }
  const all = Buffer.concat(blocks);
  return { key: all.subarray(0, 32), iv: all.subarray(32, 48) };
}

/** Decrypts an envelope; throws when the key is wrong or the text is not an envelope. */
export function openWithNode<T = unknown>(cipher: string, passphrase: string): T {
  const raw = Buffer.from(cipher, 'base64');
  let text = '';
  if (raw.length >= 32 && raw.subarray(0, 8).equals(SALTED) && (raw.length - 16) % 16 === 0) {
    const { key, iv } = keyAndIv(Buffer.from(passphrase, 'utf8'), raw.subarray(8, 16));
    try {
      const d = createDecipheriv('aes-256-cbc', key, iv);
      text = utf8.decode(Buffer.concat([d.update(raw.subarray(16)), d.final()]));
    } catch {
      text = '';
    }
  }
  if (!text) throw new Error('envelope: cannot decrypt');
  return JSON.parse(text) as T;
}
