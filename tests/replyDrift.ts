/**
 * The replies of the embedded backend that were off their endpoint's schema (contract/schemas/),
 * gathered by the check tests/setup.ts installs in route(): a test whose calls met a drifted
 * reply fails after it. A test that plants a drift on purpose takes what was found itself.
 */
const found: string[] = [];

/** Records one reply off its schema: the endpoint and the first difference. */
export const noteDrift = (line: string): void => {
  found.push(line);
};

/** What was found since the last take, emptied. */
export const takeDrift = (): string[] => found.splice(0);
