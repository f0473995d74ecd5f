/**
 * A buyer's endpoint for the marketplace's push tests: a plain HTTP server on 127.0.0.1 that keeps
 * every request exactly as received (headers, raw body) and answers what the test tells it to: a
 * queue of status codes (with optional headers), then 200. Tests verify the Standard Webhooks
 * signature themselves with the `standardwebhooks` and `svix` packages, over the raw body.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedPush = { method: string; path: string; headers: IncomingHttpHeaders; body: string; at: number };
/** `delayMs`: the answer comes that late (a slow or hanging endpoint). */
export type Answer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

export type WebhookReceiver = {
  /** http://127.0.0.1:<port>: put it in MARKETPLACE_PUSH_TEST_ORIGINS. */
  origin: string;
  url(path?: string): string;
  received: ReceivedPush[];
  /** The next answers, in order (then 200 `{"ok":true}` again). */
  answerNext(...answers: (Answer | number)[]): void;
  /** Wait until `count` requests have arrived (polls, bounded). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

/** Listens on `port` (0: any free one). */
export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: ReceivedPush[] = [];
  const queue: Answer[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const answer = queue.shift() ?? { status: 200, body: '{"ok":true}' };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
        res.end(answer.body ?? (answer.status < 300 ? '{"ok":true}' : '{"error":"test answer"}'));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path = "/hooks/leads") => `${origin}${path}`,
    received,
    answerNext: (...answers) => queue.push(...answers.map((a) => (typeof a === "number" ? { status: a } : a))),
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms for ${count} pushes, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
