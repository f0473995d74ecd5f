import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { HIGH_QUALITY_SCORE, type LeadFilter } from "@/lib/constants";
import type { SessionUser } from "@/lib/auth/users";
import { likePattern, type SortFor } from "@/lib/crm/list-params";
import { leadScopeSql } from "@/lib/crm/scope";

/**
 * The leads list as SQL, shared by the page, GET /api/leads and the CSV export, so all three agree
 * on what "this filter" means. Search: case-insensitive on full name or e-mail, plain (case-
 * sensitive substring) on phone, served by the trigram indexes. Agents see only their leads.
 */
export type LeadCriteria = {
  q: string;
  filter: LeadFilter;
  /** Leads with this tag only (`tag` in the address). */
  tag?: number | null;
  /** Consumer shoppers or agent prospects only (`audience` in the address; admins: the others' scope fixes it). */
  audience?: "all" | "consumer" | "agent_prospect";
  /** The "Deleted" view: only deleted leads (Undo within 30 days); every other list leaves them out. */
  deleted?: boolean;
};

export function leadWhereSql(user: SessionUser, c: LeadCriteria, extra: Prisma.Sql[] = []): Prisma.Sql {
  const parts: Prisma.Sql[] = [...extra];
  parts.push(c.deleted ? Prisma.sql`"deletedAt" IS NOT NULL` : Prisma.sql`"deletedAt" IS NULL`);
  if (c.tag) parts.push(Prisma.sql`EXISTS (SELECT 1 FROM "lead_tags" lt WHERE lt."leadId" = "leads"."id" AND lt."tagId" = ${c.tag})`);
  if (user.role !== "admin") parts.push(leadScopeSql(user));
  if (c.audience && c.audience !== "all") parts.push(Prisma.sql`"audience" = ${c.audience}::"LeadAudience"`);
  if (c.filter === "verified") parts.push(Prisma.sql`"isVerified" = true`);
  if (c.filter === "unverified") parts.push(Prisma.sql`"isVerified" = false`);
  if (c.filter === "high") parts.push(Prisma.sql`"verificationScore" >= ${HIGH_QUALITY_SCORE}`);
  if (c.q) {
    const pattern = likePattern(c.q);
    parts.push(Prisma.sql`("fullName" ILIKE ${pattern} OR "email" ILIKE ${pattern} OR "phone" LIKE ${pattern})`);
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

/** ORDER BY for a whitelisted sort key; id breaks ties so pages never overlap. */
export function leadOrderSql(sort: SortFor<"leads">, dir: "asc" | "desc", table?: string): Prisma.Sql {
  const d = Prisma.raw(dir === "asc" ? "ASC" : "DESC");
  const prefix = table ? `${table}.` : "";
  return Prisma.sql`ORDER BY ${Prisma.raw(`${prefix}"${sort}"`)} ${d}, ${Prisma.raw(`${prefix}"id"`)} ${d}`;
}
