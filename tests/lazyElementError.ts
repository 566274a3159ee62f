/**
 * Testing Library prints the whole document into the error of a query that finds nothing
 * (or too much). `findBy*` and `waitFor` retry their query on every DOM change and every
 * 50 ms, so each miss before the element shows up printed the app's DOM, only to throw
 * the error away: 5 s of an 83 s profile of shell/tabLimits. The error's message is now
 * written when something reads it (the failure report), with the same text as before.
 */
import { configure, getConfig, prettyDOM } from '@testing-library/react';

export function lazyElementErrors(): void {
  configure({
    getElementError(message: string | null, container: Element) {
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let text: string | undefined;
      Object.defineProperty(error, 'message', {
        configurable: true,
        enumerable: false,
        get: () =>
          (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
            .filter(Boolean)
            .join('\n\n')),
        set: (value: string) => {
          text = value;
        },
      });
      return error;
    },
  });
}
