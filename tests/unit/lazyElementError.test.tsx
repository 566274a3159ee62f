/**
 * A query that finds nothing still reports the document (tests/lazyElementError.ts prints
 * it when the message is read, not when the error is made).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('a query error', () => {
  it('names what was looked for and shows the document it looked in', () => {
    render(<p>你好</p>);
    let caught: unknown;
    try {
      screen.getByRole('button', { name: '保存' });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(Error);
    const error = caught as Error;
    expect(error.name).toBe('TestingLibraryElementError');
    expect(error.message).toContain('Unable to find an accessible element with the role "button" and name "保存"');
    expect(error.message).toContain('你好');
    expect(String(error.stack)).toContain('保存');
  });
});
