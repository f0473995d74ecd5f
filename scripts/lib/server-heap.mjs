/**
 * The V8 old-space limit of the process that serves the site: `npm start` (not `--dev`), `npm run serve`,
 * and the servers of the tests and benchmarks. V8's default on a 64-bit machine is a large share of its
 * memory (about 4 GB on 24 GiB), and it lets garbage pile up towards it: under bench:server's page loads
 * the server's resident size rose from 326 MB to about 840 MB. With 256 MB it stays near 400-430 MB at the
 * same throughput (docs/operations.md). SERVER_HEAP_MB, read from the environment when the process
 * starts (not from .env files, which the app reads later), sets another size.
 */
export const DEFAULT_SERVER_HEAP_MB = 256;

/** The node flag; throws a clear message for a SERVER_HEAP_MB that is not a whole number ≥ 128. */
export function serverHeapFlag(env = process.env) {
  const raw = env.SERVER_HEAP_MB?.trim();
  const mb = raw ? Number(raw) : DEFAULT_SERVER_HEAP_MB;
  if (!Number.isInteger(mb) || mb < 128) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, at least 128 (it is "${raw}").`);
  }
  return `--max-old-space-size=${mb}`;
}

/**
 * V8's young generation for that heap: semi-spaces of 8 MB instead of Node 20's 16 MB. The new space
 * is committed whole once a load has filled it, and 32 MB of it was a tenth of the server's resident
 * memory; with 8 MB the server used 313 MB instead of 339–358 MB after bench:server's loads, at the same
 * throughput (issue 34, docs/benchmarks.md).
 */
export const SERVER_SEMI_SPACE_MB = 8;

/** The node flags of a serving process (and of `npm start`'s worker process): the heap and its young generation. */
export function serverNodeFlags(env = process.env) {
  return [serverHeapFlag(env), `--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`];
}
