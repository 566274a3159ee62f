/** The part of autocannon (no types of its own) that scripts/bench-http.ts uses. */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** each request made again from the previous one: a write's fresh Idempotency-Key */
    requests?: Array<{
      setupRequest?: (req: { headers: Record<string, string> }) => { headers: Record<string, string> };
    }>;
  }
  interface Instance extends PromiseLike<unknown> {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
