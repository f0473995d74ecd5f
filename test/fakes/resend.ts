/**
 * A local stand-in for Resend's API (integrations.md §9): POST /emails with a Bearer key, JSON
 * body, optional Idempotency-Key; answers {id}. It records what it received, honours idempotency
 * like Resend (same key and payload → same id, no second e-mail; same key, other payload → 409
 * invalid_idempotent_request) and can be told to fail for a while.
 */
import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { Webhook } from "svix";

/** `at`: when the request arrived (Date.now()), for latency measurements (bench/automations.mts). */
export type ReceivedEmail = { headers: Record<string, string | string[] | undefined>; body: Record<string, unknown>; at: number };

export type FakeResend = {
  url: string;
  apiKey: string;
  received: ReceivedEmail[];
  /** Emails actually "delivered" (idempotent repeats excluded). */
  delivered: ReceivedEmail[];
  /** The id Resend gave the e-mail sent with this Idempotency-Key. */
  idOf(key: string): string | undefined;
  failNext(count: number, status?: number): void;
  /**
   * A delivery event about an e-mail this fake accepted, as Resend's webhook sends it: the JSON body
   * and the Svix headers, signed by the official `svix` package with the webhook's secret.
   */
  webhookEvent(emailId: string, type: string, secret: string, opts?: { at?: Date; signedAt?: Date; msgId?: string; to?: string[]; bounceType?: string }): SignedEvent;
  close(): Promise<void>;
};

export type SignedEvent = { body: string; headers: Record<string, string>; msgId: string };

/** Resend's event, signed with the official `svix` package (Standard Webhooks). */
export function signResendEvent(secret: string, event: Record<string, unknown>, opts: { msgId?: string; signedAt?: Date } = {}): SignedEvent {
  const msgId = opts.msgId ?? `msg_${randomUUID().replace(/-/g, "").slice(0, 27)}`;
  const signedAt = opts.signedAt ?? new Date();
  const body = JSON.stringify(event);
  const signature = new Webhook(secret).sign(msgId, signedAt, body);
  return { body, msgId, headers: { "content-type": "application/json", "svix-id": msgId, "svix-timestamp": String(Math.floor(signedAt.getTime() / 1000)), "svix-signature": signature } };
}

export async function startFakeResend(apiKey = "re_test_key"): Promise<FakeResend> {
  const received: ReceivedEmail[] = [];
  const delivered: ReceivedEmail[] = [];
  const byKey = new Map<string, string>();
  const payloadOf = new Map<string, string>();
  let failures = 0;
  let failStatus = 500;

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/emails") return reply(404, { statusCode: 404, name: "not_found", message: "Not found" });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return reply(401, { statusCode: 401, name: "invalid_api_key", message: "API key is invalid" });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply(422, { statusCode: 422, name: "validation_error", message: "Invalid JSON" });
      }
      const entry = { headers: req.headers, body, at: Date.now() };
      received.push(entry);
      if (failures > 0) {
        failures--;
        return reply(failStatus, { statusCode: failStatus, name: "internal_server_error", message: "Temporary failure" });
      }
      for (const field of ["from", "to", "subject"]) {
        if (!body[field]) return reply(422, { statusCode: 422, name: "missing_required_field", message: `Missing \`${field}\`` });
      }
      const key = req.headers["idempotency-key"];
      if (typeof key === "string" && byKey.has(key)) {
        if (payloadOf.get(key) !== raw) {
          return reply(409, { statusCode: 409, name: "invalid_idempotent_request", message: "Same idempotency key used with a different request payload." });
        }
        return reply(200, { id: byKey.get(key) });
      }
      const id = randomUUID();
      if (typeof key === "string") {
        byKey.set(key, id);
        payloadOf.set(key, raw);
      }
      delivered.push(entry);
      reply(200, { id });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    received,
    delivered,
    idOf: (key) => byKey.get(key),
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    webhookEvent(emailId, type, secret, opts = {}) {
      const sent = delivered.find((m) => byKey.get(String(m.headers["idempotency-key"])) === emailId);
      const at = (opts.at ?? new Date()).toISOString();
      const data: Record<string, unknown> = {
        email_id: emailId,
        created_at: at,
        from: sent?.body.from ?? "leads@example.com",
        to: opts.to ?? sent?.body.to ?? [],
        subject: sent?.body.subject ?? "",
        ...(type === "email.bounced" ? { bounce: { type: opts.bounceType ?? "Permanent", subType: "General", message: "The recipient's mailbox does not exist." } } : {}),
      };
      return signResendEvent(secret, { type, created_at: at, data }, { msgId: opts.msgId, signedAt: opts.signedAt });
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
