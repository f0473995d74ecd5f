/**
 * Our HTTP server: Node's `http.createServer` around Next's request handler (Next's documented
 * custom-server API, `next({ ... }).getRequestHandler()`), so the socket address of every request is
 * known. `npm start` runs it in its own process beside the worker; the tests and benchmarks run it
 * alone through scripts/http-server.mts, where they used to run `next start`.
 *
 * For each request it computes the client's address once (lib/http/client-address.ts: the socket,
 * X-Forwarded-For only as far as TRUSTED_PROXY_HOPS / TRUSTED_PROXIES vouch for it), removes any copy
 * of CLIENT_ADDRESS_HEADER the client sent, sets its own, and hands the request to Next. The mark on
 * globalThis tells lib/http/request-meta.ts, loaded by the app in this same process, that the header
 * is ours. One path is answered here instead: real visitors' Web Vitals beacons (POST /api/vitals),
 * by the same code as the app's route (lib/web-vitals/http-fast-path.ts), because at 200 beacons a
 * second Next's own routing was most of their cost (bench:vitals, docs/benchmarks.md).
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import type { AddressInfo, Socket } from "node:net";
import { CLIENT_ADDRESS_HEADER, SERVER_MARK, clientAddress, type ProxyTrust } from "@/lib/http/client-address";

export type HttpServerOptions = {
  port: number;
  /** The interface to listen on; unset: all of them. */
  host?: string;
  /** `next dev` behaviour (compiles on demand) instead of serving the production build. */
  dev?: boolean;
  trust: ProxyTrust;
};

export type RunningHttpServer = {
  port: number;
  /**
   * Stops accepting connections, lets requests in flight finish for up to `graceMs`, then closes every
   * socket (keep-alive connections would otherwise hold the port) and Next itself.
   */
  close: (graceMs?: number) => Promise<void>;
};

/**
 * How long an idle keep-alive connection stays open. Node's default is 5 s; a load balancer or a client
 * that pools connections longer (an AWS ALB keeps them 60 s, nginx's upstream keepalive 60 s) then sends a
 * request on a socket the server is closing at that instant, and gets a reset instead of an answer. The
 * server must outlive the longest idle time in front of it. Shutdown is not delayed: `close()` ends idle
 * connections at once.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Longer than the keep-alive timeout, so the two timers never race on a reused socket. */
export const HEADERS_TIMEOUT_MS = 66_000;

/** Sets the trusted client address on a request, replacing whatever the client sent under that name. */
export function setClientAddress(req: IncomingMessage, trust: ProxyTrust): void {
  const address = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trust);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  // Next reads `headers`; rawHeaders is cleaned too so that no layer can see the client's copy.
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== CLIENT_ADDRESS_HEADER) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  raw.push(CLIENT_ADDRESS_HEADER, address);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
}

/** Resolves once the server listens; rejects with a clear message when the port is taken. */
function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (e.code === "EADDRINUSE") reject(new Error(portBusyMessage(port)));
      else if (e.code === "EACCES") reject(new Error(`Port ${port} needs privileges this process does not have. Choose another with PORT=<port>.`));
      else reject(e);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

export function portBusyMessage(port: number): string {
  return `Port ${port} (PORT) is already in use by another program. Stop it, or choose another port: PORT=<port> npm start`;
}

/**
 * The production build's own copy of its configuration (`<distDir>/required-server-files.json`, written
 * by `next build`, final: defaults applied, headers already in the routes manifest). Null when the build
 * has none.
 */
export function builtConfig(distDir = process.env.NEXT_DIST_DIR || ".next"): Record<string, unknown> | null {
  const file = path.join(process.cwd(), distDir, "required-server-files.json");
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, "utf8")) as { config?: Record<string, unknown> }).config ?? null;
}

/**
 * Serves the build with the configuration it was built with, as Next's own standalone server does
 * (`node .next/standalone/server.js` sets this variable the same way): Next then does not load
 * next.config.ts, which it compiles with its SWC binding, 30 MB resident for the life of the process
 * for a file the build already read (bench:server's memory profile). Without the file, or with the
 * variable already set, Next reads its configuration as before.
 */
function serveBuiltConfig(): void {
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return;
  const conf = builtConfig();
  if (conf) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
}

/**
 * Node keeps every loaded module's source map (sources included) in memory once source maps are on, and
 * tsx turns them on for the whole process: Next's server bundles, Prisma's client and the SDKs held
 * their sources two to five times over (about 40 MB of a 400 MB server; bench:server's heap snapshot).
 * The serving process turns them off before loading Next (stack traces then name the built files'
 * lines); `--enable-source-maps` keeps them.
 */
function sourceMapsWanted(): boolean {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].includes("--enable-source-maps");
}

export async function startHttpServer(opts: HttpServerOptions): Promise<RunningHttpServer> {
  (globalThis as Record<symbol, unknown>)[SERVER_MARK] = true;
  if (!opts.dev && !sourceMapsWanted()) process.setSourceMapsEnabled(false);
  // Loaded here, not at the top: the caller decides NODE_ENV first, and Next picks its React build from it.
  const { default: next } = await import("next");
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS });
  if (!opts.dev) serveBuiltConfig();
  const app = next({ dev: !!opts.dev, dir: process.cwd(), hostname: opts.host ?? "localhost", port: opts.port, httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Web Vitals beacons (POST /api/vitals) are answered here, by the route's own code, before Next's router.
  const { isVitalsBeacon, serveVitalsBeacon } = await import("@/lib/web-vitals/http-fast-path");

  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  // WebSocket upgrades (the dev server's hot reload) reach Next through its own "upgrade" listener, added
  // on the first request: this one, added first, runs before it.
  server.on("upgrade", (req: IncomingMessage) => setClientAddress(req, opts.trust));
  server.on("request", (req, res) => {
    setClientAddress(req, opts.trust);
    if (isVitalsBeacon(req)) return void serveVitalsBeacon(req, res, String(req.headers[CLIENT_ADDRESS_HEADER]));
    handle(req, res).catch((e: unknown) => {
      console.error("[http] request failed:", e instanceof Error ? e.message : e);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal Server Error");
    });
  });

  await listen(server, opts.port, opts.host);
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  const close = (graceMs = 3000) =>
    (closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([closed, timer]);
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      // Beacons the app keeps for its next batch write (lib/web-vitals/ingest.ts) are written before Next goes.
      const flushVitals = (globalThis as Record<symbol, unknown>)[Symbol.for("til.webVitals.flush")] as (() => Promise<unknown>) | undefined;
      if (flushVitals) await Promise.race([flushVitals().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 1000).unref())]);
      await Promise.race([app.close(), new Promise<void>((resolve) => setTimeout(resolve, 1000).unref())]);
    })());
  return { port, close };
}
