/**
 * A local fake of OpenAI's Chat Completions API (POST /v1/chat/completions), speaking the real wire
 * format (reference/integrations.md §9) and recording every request so tests can check what we send.
 * Modes: "ok" answers at once, "slow" answers after a delay, "fail" answers an OpenAI error body with
 * a 5xx (or any) status, "hang" never answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeOpenAiMode =
  | { kind: "ok"; reply?: string }
  | { kind: "slow"; delayMs: number; reply?: string }
  | { kind: "fail"; status?: number; message?: string }
  | { kind: "hang" };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
};

export type FakeOpenAi = {
  /** Pass as the SDK's baseURL (ends in /v1). */
  baseURL: string;
  requests: RecordedRequest[];
  setMode(mode: FakeOpenAiMode): void;
  close(): Promise<void>;
};

export const DEFAULT_FAKE_REPLY =
  "Exclusive, verified leads plus a five-minute follow-up habit is the fastest way to grow a Texas book. Want me to outline a plan for your agency?";

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "x-request-id": `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}

function completion(model: string, text: string) {
  return {
    id: `chatcmpl-fake${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: text.split(/\s+/).length, total_tokens: 100 + text.split(/\s+/).length },
  };
}

export async function startFakeOpenAI(initial: FakeOpenAiMode = { kind: "ok" }): Promise<FakeOpenAi> {
  let mode = initial;
  const requests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: RecordedRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      } catch {
        return send(res, 400, { error: { message: "We could not parse the JSON body of your request.", type: "invalid_request_error", param: null, code: null } });
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });

      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        return send(res, 404, { error: { message: `Invalid URL (${req.method} ${req.url})`, type: "invalid_request_error", param: null, code: null } });
      }
      if (req.headers.authorization !== "Bearer sk-test-fake") {
        return send(res, 401, { error: { message: "Incorrect API key provided.", type: "invalid_request_error", param: null, code: "invalid_api_key" } });
      }
      const model = body.model ?? "unknown";
      const m = mode;
      if (m.kind === "ok") return send(res, 200, completion(model, m.reply ?? DEFAULT_FAKE_REPLY));
      if (m.kind === "fail") {
        return send(res, m.status ?? 500, {
          error: { message: m.message ?? "The server had an error while processing your request.", type: "server_error", param: null, code: null },
        });
      }
      if (m.kind === "slow") {
        const t = setTimeout(() => {
          timers.delete(t);
          if (!res.destroyed) send(res, 200, completion(model, m.reply ?? DEFAULT_FAKE_REPLY));
        }, m.delayMs);
        timers.add(t);
      }
      // "hang": never answer.
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The API key the fake accepts. */
export const FAKE_OPENAI_KEY = "sk-test-fake";
