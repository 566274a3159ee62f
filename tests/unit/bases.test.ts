/** Which backend a call goes to (bases, headers and envelope), with the default bases. */
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { baseFor, joinUrl } from '@/shared/http/bases';

describe('baseFor', () => {
  it('uses the defaults of the bases, headers and envelope in tests', () => {
    expect(env).toMatchObject({
      apiBase: '/ebike/v3/backend',
      apiBaseMieba: '',
      apiBaseJava: '/java',
      userApiBase: '/user-api',
    });
  });

  it('sends ordinary paths to the main base', () => {
    expect(baseFor('/platform/x')).toBe('/ebike/v3/backend');
    expect(baseFor('/platform/agent/account/list', 'main')).toBe('/ebike/v3/backend');
  });

  it("sends paths containing 'mieba' or 'anfu' to the device base (same origin)", () => {
    expect(baseFor('/mieba/platform/opman/device/verification')).toBe('');
    expect(baseFor('/mieba/v2/platform/opman/device/login_info')).toBe('');
    expect(baseFor('/platform/anfu/lock')).toBe('');
  });

  it("uses '/java' for api type java and '/user-api' for the user service, whatever the path", () => {
    expect(baseFor('/x', 'java')).toBe('/java');
    expect(baseFor('/mieba/x', 'java')).toBe('/java');
    expect(baseFor('/requestSmsCode', 'user')).toBe('/user-api');
    expect(baseFor('/anfu/x', 'user')).toBe('/user-api');
  });
});

describe('joinUrl', () => {
  it('puts exactly one slash between base and path', () => {
    expect(joinUrl('/ebike/v3/backend', '/platform/x')).toBe('/ebike/v3/backend/platform/x');
    expect(joinUrl('/ebike/v3/backend/', '/platform/x')).toBe('/ebike/v3/backend/platform/x');
    expect(joinUrl('/ebike/v3/backend//', 'platform/x')).toBe('/ebike/v3/backend/platform/x');
    expect(joinUrl('/java', 'x')).toBe('/java/x');
  });

  it('keeps a same-origin (empty) base relative to the root', () => {
    expect(joinUrl('', '/mieba/x')).toBe('/mieba/x');
    expect(joinUrl('', 'mieba/x')).toBe('/mieba/x');
  });

  it('keeps absolute bases', () => {
    expect(joinUrl('https://api.example.com/v3/', '/a')).toBe('https://api.example.com/v3/a');
  });
});
