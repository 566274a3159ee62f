// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { distil } from '../styleSink';

describe('the test style sink keeps what a test can notice of antd CSS', () => {
  it('keeps display, visibility, opacity and pointer-events, in their rules and order', () => {
    const css =
      '.a{color:red;display:none}.b{margin:0}.c{visibility:hidden;opacity:0;pointer-events:none;cursor:pointer}';
    expect(distil(css)).toBe('.a{display:none}.c{visibility:hidden;opacity:0;pointer-events:none}');
  });

  it('keeps @media blocks with their condition and drops keyframes and empty blocks', () => {
    const css =
      '@media (max-width: 575px){.x{display:none}.y{color:blue}}@keyframes fade{0%{opacity:0}100%{opacity:1}}@media print{.z{color:red}}';
    expect(distil(css)).toBe('@media (max-width: 575px){.x{display:none}}');
  });

  it('is not misled by braces and semicolons inside strings and urls', () => {
    const css =
      '.q::before{content:"{;}";display:block}.u{background:url(data:image/png;base64,AAA);display:inline-flex}.w{display:flex}';
    expect(distil(css)).toBe('.q::before{display:block}.u{display:inline-flex}.w{display:flex}');
  });

  it('hides an element the way antd does once its style is inserted into <head>', () => {
    const style = document.createElement('style');
    style.setAttribute('data-rc-order', 'append');
    style.innerHTML = '.probe-hidden{display:none;color:red}';
    document.head.appendChild(style);
    const probe = document.createElement('div');
    probe.className = 'probe-hidden';
    document.body.appendChild(probe);
    try {
      // the style is held outside the document, its display rule is in the cascade
      expect(style.isConnected).toBe(false);
      expect(getComputedStyle(probe).display).toBe('none');
      expect(getComputedStyle(probe).color).not.toMatch(/red|255, 0, 0/);
      probe.className = '';
      expect(getComputedStyle(probe).display).toBe('block');
    } finally {
      probe.remove();
      document.head.removeChild(style);
    }
  });
});
