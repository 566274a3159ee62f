import { pathOf, type Endpoint, type InputOf, type ReplyOf, type WriteEndpoint } from '@contract/endpoint';
import type { ApiType } from './bases';
import { request, requestFile, type FileAnswer, type RequestOptions } from './client';

/** What a call of a described endpoint sends: its path parameters and its query (a read) or body (a write). */
export interface EndpointCall<I> {
  /** values of the path's `:name` parameters */
  path?: Record<string, string | number>;
  /** the query of a read, the body of a write */
  input?: I;
  /** a write's query, beside its body (a guard such as the operator delete's `?id=`) */
  query?: Record<string, string>;
}

type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'params' | 'api' | 'changes'>;

/** The client's base for an endpoint's backend (a mieba path finds its own base). */
const apiOf = (e: Endpoint): ApiType => (e.base === 'user' ? 'user' : e.base === 'java' ? 'java' : 'main');

/**
 * One call of an endpoint described in contract/: method, path and base are the
 * descriptor's, the reply is typed by it, and a write's declared `changes` are what is read
 * again after it succeeds. Resolves and rejects as `request` does (which
 * checks the reply against its schema when the page's chunk registered one, replyCheck.ts).
 */
export function callEndpoint<E extends Endpoint>(
  e: E,
  call: EndpointCall<InputOf<E>> = {},
  o: CallOptions = {},
): Promise<ReplyOf<E>> {
  const url = pathOf(e, call.path);
  const method = e.method === 'delete' ? 'DELETE' : (e.method.toUpperCase() as 'GET' | 'POST' | 'PUT');
  const input = call.input as Record<string, unknown> | undefined;
  return request<ReplyOf<E>>(url, {
    ...o,
    method,
    api: apiOf(e),
    // a write's declaration says what it changes: the client refreshes exactly that after it succeeds
    ...(method === 'GET'
      ? { params: input }
      : { data: input, params: call.query, changes: (e as WriteEndpoint).changes }),
  });
}

/** A described read whose answer is a file (its bytes and name), not JSON. */
export function callEndpointFile(
  e: Endpoint,
  call: EndpointCall<unknown> = {},
  o: CallOptions = {},
): Promise<FileAnswer> {
  return requestFile(pathOf(e, call.path), {
    ...o,
    method: 'GET',
    api: apiOf(e),
    params: call.input as Record<string, unknown> | undefined,
  });
}

/** Saves a record: the update (its id in the body) with an id, the creation without; the reply is the descriptors'. */
export function callSave<C extends WriteEndpoint, U extends WriteEndpoint>(
  create: C,
  update: U,
  { id, ...rest }: { id?: string },
): Promise<ReplyOf<C> | ReplyOf<U>> {
  // the record's own type is the form's; the descriptors of a save take it as it is
  return id
    ? callEndpoint(update, { input: { id, ...rest } as InputOf<U> })
    : callEndpoint(create, { input: rest as InputOf<C> });
}
