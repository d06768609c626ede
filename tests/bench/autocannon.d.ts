// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    '2xx': number;
    non2xx: number;
    errors: number;
  }
  interface Request {
    path?: string;
    method?: string;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request, context: object) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    /** Seconds to run (or `amount` requests, when given). */
    duration?: number;
    amount?: number;
    requests?: Request[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
