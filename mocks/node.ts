import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The embedded backend in Node (Vitest). */
export const server = setupServer(...handlers);
