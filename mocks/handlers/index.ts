import { agentHandlers } from './agent';
import { authHandlers } from './auth';
import { siteHandlers } from './site';

/** Every handler of the embedded backend, shared by the browser worker and msw/node. */
export const handlers = [...siteHandlers, ...authHandlers, ...agentHandlers];
