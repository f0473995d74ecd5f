/**
 * A local stand-in for HubSpot's CRM v3 contacts API (POST /crm/v3/objects/contacts), reached through
 * HUBSPOT_API_BASE. It answers like HubSpot: the private-app token as a Bearer token (401
 * INVALID_AUTHENTICATION otherwise), `{ properties }` with string values of properties that exist
 * (400 VALIDATION_ERROR, PROPERTY_DOESNT_EXIST), a valid e-mail (400 INVALID_EMAIL), e-mail unique
 * (409 CONFLICT "Contact already exists. Existing ID: …"), and 201 with the new contact.
 */
import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";

export type HubspotContact = { id: string; properties: Record<string, string> };

export type FakeHubspot = {
  url: string;
  token: string;
  contacts: HubspotContact[];
  /** Every request: method, path, authorization header and the parsed body. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
};

/** HubSpot's default contact properties (a portal may add its own; these always exist). */
const KNOWN = new Set(["email", "firstname", "lastname", "phone", "mobilephone", "address", "city", "state", "zip", "country", "company", "jobtitle", "website", "message", "lifecyclestage", "hs_lead_status"]);

const error = (category: string, message: string) => ({ status: "error", message, correlationId: randomUUID(), category });

export async function startFakeHubspot(token = `pat-na1-${randomUUID()}`): Promise<FakeHubspot> {
  const contacts: HubspotContact[] = [];
  const requests: FakeHubspot["requests"] = [];
  let failures = 0;
  let failStatus = 500;
  let nextId = 51;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json;charset=utf-8" });
        res.end(JSON.stringify(body));
      };
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", authorization: req.headers.authorization, body });
      if (req.method !== "POST" || req.url !== "/crm/v3/objects/contacts") return reply(404, error("OBJECT_NOT_FOUND", "resource not found"));
      if (req.headers.authorization !== `Bearer ${token}`) {
        return reply(401, error("INVALID_AUTHENTICATION", "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview"));
      }
      if (failures > 0) {
        failures--;
        return reply(failStatus, error(failStatus === 429 ? "RATE_LIMITS" : "INTERNAL_ERROR", "Temporary failure"));
      }
      const properties = (body as { properties?: unknown } | null)?.properties;
      if (!properties || typeof properties !== "object" || Array.isArray(properties)) return reply(400, error("VALIDATION_ERROR", "Invalid input JSON on line 1: properties is required"));
      const bad = Object.entries(properties as Record<string, unknown>).filter(([k, v]) => !KNOWN.has(k) || typeof v !== "string");
      if (bad.length) {
        const details = bad.map(([name]) => ({ isValid: false, message: `Property "${name}" does not exist`, error: "PROPERTY_DOESNT_EXIST", name }));
        return reply(400, error("VALIDATION_ERROR", `Property values were not valid: ${JSON.stringify(details)}`));
      }
      const props = properties as Record<string, string>;
      if (props.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(props.email)) {
        return reply(400, error("VALIDATION_ERROR", `Property values were not valid: ${JSON.stringify([{ isValid: false, message: `Email address ${props.email} is invalid`, error: "INVALID_EMAIL", name: "email" }])}`));
      }
      const existing = props.email ? contacts.find((c) => c.properties.email?.toLowerCase() === props.email!.toLowerCase()) : undefined;
      if (existing) return reply(409, error("CONFLICT", `Contact already exists. Existing ID: ${existing.id}`));
      const now = new Date().toISOString();
      const contact = { id: String(nextId++), properties: { ...props, createdate: now, lastmodifieddate: now } };
      contacts.push(contact);
      reply(201, { id: contact.id, properties: { ...contact.properties, hs_object_id: contact.id }, createdAt: now, updatedAt: now, archived: false });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    contacts,
    requests,
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
