// Minimal types for the parts of autocannon the benchmarks use.
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    }
    interface Options {
      url: string;
      duration?: number;
      connections?: number;
      amount?: number;
      method?: Request["method"];
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    }
    interface Histogram { average: number; p50: number; p90: number; p99: number; total: number }
    interface Result { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
