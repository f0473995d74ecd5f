/**
 * Records for the CRM's integration tests (real PostgreSQL, unique names so test files never
 * collide). Sessions are injected by mocking Auth.js's `auth()` in each test file (see
 * `sessionMock`); everything after it (currentUser, apiUser, loadActiveUser, services) is real.
 */
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/users";
import type { LeadType, OpportunityStage, UserRole, UserStatus } from "@/lib/generated/prisma/enums";

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;

/** Tests run at any hour: a test user works every day, all day, unless a test of availability says otherwise. */
export const ALWAYS_WORKING = { workDays: [1, 2, 3, 4, 5, 6, 7], workStartMinute: 0, workEndMinute: 1440 };

export async function makeUser(role: UserRole, data: { email?: string | null; acceptsLeadTypes?: LeadType[]; status?: UserStatus } = {}): Promise<SessionUser> {
  const user = await db().user.create({
    data: { username: unique(role), password: "not-a-real-hash", role, email: data.email ?? null, acceptsLeadTypes: data.acceptsLeadTypes ?? [], status: data.status ?? "active", ...ALWAYS_WORKING },
    select: { id: true, username: true, role: true, status: true },
  });
  return { ...user, status: user.status === "pending" ? "pending" : "active" };
}

export async function makeAccount(owner: SessionUser | null, name = unique("Account")) {
  return db().account.create({ data: { name, type: "prospect", assignedTo: owner?.id ?? null, email: `${name.toLowerCase()}@agency.example`, phone: "(512) 555-0142" } });
}

export async function makeOpportunity(owner: SessionUser, accountId: number, data: { stage?: OpportunityStage; amount?: number; name?: string; createdAt?: Date } = {}) {
  return db().opportunity.create({
    data: { name: data.name ?? unique("Deal"), accountId, assignedTo: owner.id, stage: data.stage ?? "prospecting", amount: data.amount ?? 1000, createdAt: data.createdAt },
  });
}

export async function makeActivity(owner: SessionUser, accountId: number | null, data: { subject?: string; dueDate?: Date } = {}) {
  return db().activity.create({ data: { type: "call", subject: data.subject ?? unique("Call"), accountId, assignedTo: owner.id, dueDate: data.dueDate } });
}

export async function makeLead(assignee: SessionUser | null, data: { fullName?: string; score?: number; verified?: boolean; leadType?: LeadType; source?: string } = {}) {
  const tag = randomBytes(4).toString("hex");
  return db().lead.create({
    data: {
      fullName: data.fullName ?? `Lead ${tag}`,
      email: `lead.${tag}@example.com`,
      phone: `(214) 555-${String(parseInt(tag.slice(0, 4), 16) % 10000).padStart(4, "0")}`,
      agencyName: `Agency ${tag}`,
      leadType: data.leadType ?? "home",
      verificationScore: data.score ?? 85,
      isVerified: data.verified ?? true,
      source: data.source ?? "test",
      assignedTo: assignee?.id ?? null,
    },
  });
}

/** The ids JSON route bodies answer with. */
export const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export function jsonRequest(url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${url}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const idCtx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
