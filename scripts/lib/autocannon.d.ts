/** The part of autocannon (no types of its own) that scripts/bench-http.ts uses. */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** each request made again from the previous one: a write's fresh Idempotency-Key */
    setupRequest?: (req: { headers: Record<string, string> }) => { headers: Record<string, string> };
    /** each answer's status and body */
    onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** seconds without an answer before a request counts as a timeout (autocannon's default 10) */
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** the requests each client sends in turn */
    requests?: Request[];
  }
  interface Result {
    timeouts: number;
    errors: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
