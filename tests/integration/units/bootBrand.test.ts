/**
 * @vitest-environment jsdom
 *
 * The boot screen (index.html's first paint, before any script of the app) shows the site's
 * last known name and colour, remembered by the console under BOOT_BRAND_KEY, not the
 * built-in 共享运营平台 in blue; with nothing remembered (or something unsound) the built-in one.
 */
import { readFileSync } from 'node:fs';
// @ts-expect-error -- jsdom (Vitest's DOM) comes without its type declarations here
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BOOT_BRAND_KEY } from '@/shared/config/bootBrand';

const html = readFileSync('index.html', 'utf8');

/** index.html's first paint with `stored` under the key: its inline scripts run, no module. */
function boot(stored?: string) {
  const dom = new JSDOM(html, {
    url: 'http://127.0.0.1/#/login',
    runScripts: 'dangerously',
    beforeParse(window: Window) {
      if (stored !== undefined) window.localStorage.setItem(BOOT_BRAND_KEY, stored);
    },
  });
  const doc = (dom as { window: Window }).window.document;
  return {
    name: doc.querySelector('.boot__brand span')?.textContent,
    title: doc.title,
    colour: doc.documentElement.style.getPropertyValue('--boot-primary'),
  };
}

describe('the boot screen', () => {
  it('shows the site name and colour remembered from the last visit', () => {
    expect(boot(JSON.stringify({ title: '骑享运营平台', color: '#13c2c2' }))).toEqual({
      name: '骑享运营平台',
      title: '骑享运营平台',
      colour: '#13c2c2',
    });
  });

  it('shows the built-in brand in the default blue on a first visit or with something unsound kept', () => {
    const builtIn = { name: '共享运营平台', title: '共享运营平台', colour: '' };
    expect(boot()).toEqual(builtIn);
    expect(boot('not json')).toEqual(builtIn);
    // a colour that is not a colour is not put into the page's style
    expect(boot(JSON.stringify({ title: '', color: 'red; background: url(x)' }))).toEqual(builtIn);
  });

  it('reads the key the console writes', () => {
    expect(html).toContain(`localStorage.getItem('${BOOT_BRAND_KEY}')`);
    expect(html).toMatch(/\.boot__bar--button \{[^}]*background: var\(--boot-primary, #1677ff\)/);
  });
});
