/**
 * An HTTP proxy on loopback in front of one of the fakes (test/fakes/), so a system test can take a
 * provider "down" without the fake knowing: the product is configured with the proxy's URL.
 * Modes:
 *   up          forwards every request to the fake and relays its answer;
 *   5xx         answers every request itself with 503 and a JSON error (the fake sees nothing);
 *   refuse      stops listening and drops open connections: new connections are refused (ECONNREFUSED);
 *   hold-answer forwards the next request, lets the fake act on it, and keeps its answer back (the
 *               caller sees a request that never ends); `held` resolves when that happens. Further
 *               requests are forwarded normally.
 * Back to `up` listens again on the same port.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type ProxyMode = "up" | "5xx" | "refuse" | "hold-answer";

export type FaultProxy = {
  url: string;
  port: number;
  /** Requests answered by the proxy itself with 503, and connections dropped while refusing. */
  stats: { forwarded: number; answered5xx: number; held: number };
  setMode(mode: ProxyMode): Promise<void>;
  /** Resolves with the held request's method and path once a hold-answer request got the fake's answer. */
  held(): Promise<{ method: string; path: string; upstreamStatus: number }>;
  close(): Promise<void>;
};

export async function startFaultProxy(target: string, port: number): Promise<FaultProxy> {
  const upstream = new URL(target);
  let mode: ProxyMode = "up";
  const sockets = new Set<Socket>();
  const stats = { forwarded: 0, answered5xx: 0, held: 0 };
  let onHeld: ((h: { method: string; path: string; upstreamStatus: number }) => void) | null = null;
  const heldPromise = new Promise<{ method: string; path: string; upstreamStatus: number }>((r) => (onHeld = r));
  const heldResponses: ServerResponse[] = [];

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (mode === "5xx") {
      stats.answered5xx++;
      req.resume();
      res.writeHead(503, { "content-type": "application/json", connection: "close" });
      res.end(JSON.stringify({ error: { message: "Service Unavailable (fault proxy)", type: "api_error" }, statusCode: 503, name: "internal_server_error", message: "Service Unavailable" }));
      return;
    }
    const hold = mode === "hold-answer";
    if (hold) mode = "up";
    stats.forwarded++;
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (hold) {
          // The fake has done its work; its answer never reaches the caller.
          answer.resume();
          answer.on("end", () => {
            stats.held++;
            heldResponses.push(res);
            onHeld?.({ method: req.method ?? "", path: req.url ?? "", upstreamStatus: answer.statusCode ?? 0 });
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "fault proxy: upstream unreachable" }));
    });
    req.pipe(out);
  };

  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(handle);
      s.keepAliveTimeout = 1000;
      s.on("connection", (socket: Socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        server = s;
        resolve();
      });
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats,
    async setMode(next) {
      if (next === "refuse") {
        mode = next;
        await unlisten();
        return;
      }
      if (!server) await listen();
      if (next === "5xx") {
        // Keep-alive connections opened while up would otherwise still be served: drop them.
        for (const socket of sockets) socket.destroy();
      }
      mode = next;
    },
    held: () => heldPromise,
    async close() {
      for (const res of heldResponses) res.destroy();
      await unlisten();
    },
  };
}
