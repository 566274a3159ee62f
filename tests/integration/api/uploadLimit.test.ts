/**
 * The request-body limit the web server is given holds the largest uploads as the
 * console sends them: a 2 MB support image and a 1 MB voice clip as data URLs, sealed.
 */
import { describe, expect, it } from 'vitest';
import { ENVELOPE_GROWTH, LARGEST_UPLOAD_BYTES, MAX_REQUEST_BODY_BYTES } from '@contract/http';
import { VOICE_MAX_BYTES } from '@contract/production';
import { SUPPORT_LIMITS } from '@mocks/handlers/support';
import { randomHex, seal } from '@/shared/utils/envelope';

/** A file of `bytes` random bytes as the data URL a FileReader gives. */
function dataUrl(bytes: number, mime: string): string {
  const a = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i += 65536) crypto.getRandomValues(a.subarray(i, Math.min(bytes, i + 65536)));
  return `data:${mime};base64,${Buffer.from(a).toString('base64')}`;
}

/** The bytes on the wire of a POST body sealed as the client sends it. */
const sealedBody = (payload: unknown) => Buffer.byteLength(JSON.stringify({ params: seal(payload, randomHex(16)) }));

describe('the largest upload fits the request-body limit', () => {
  it('no file the backend accepts is larger than LARGEST_UPLOAD_BYTES', () => {
    expect(SUPPORT_LIMITS.fileBytes).toBeLessThanOrEqual(LARGEST_UPLOAD_BYTES);
    expect(VOICE_MAX_BYTES).toBeLessThanOrEqual(LARGEST_UPLOAD_BYTES);
  });

  it('a 2 MB support image, sealed: about 1.78 times the file, under MAX_REQUEST_BODY_BYTES', () => {
    const size = sealedBody({
      name: '现场照片-停车区域-2026.png',
      dataUrl: dataUrl(SUPPORT_LIMITS.fileBytes, 'image/png'),
    });
    expect(size / SUPPORT_LIMITS.fileBytes).toBeCloseTo(ENVELOPE_GROWTH, 1);
    expect(size).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
  });

  it('a 1 MB voice clip with its pack, event and name, sealed: under the limit', () => {
    const size = sealedBody({
      id: 'VP0001',
      event: 'unlock',
      fileName: '开锁提示音.mp3',
      dataUrl: dataUrl(VOICE_MAX_BYTES, 'audio/mpeg'),
    });
    expect(size / VOICE_MAX_BYTES).toBeCloseTo(ENVELOPE_GROWTH, 1);
    expect(size).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
  });
});
