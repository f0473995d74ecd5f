import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { loadCandidates } from "@/lib/marketplace/candidates";
import { statementName } from "@/lib/sql/prepared";

describe("Prisma's statements on our pool", () => {
  it("are prepared once per connection, except routing's ranking of every buyer, planned with its values on every call", async () => {
    const held = await db().$transaction(async (tx) => {
      await tx.user.findFirst({ where: { username: "nobody-prepared-test" }, select: { id: true } });
      const lead = { id: 0, lines: ["auto" as const], zip5: "78701", countyFips: "48453", phoneE164: "+15125550100", emailNormalized: "prepared@example.com" };
      await loadCandidates(tx, lead, new Date());
      await loadCandidates(tx, lead, new Date(), { buyer: 1 });
      return tx.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements`;
    });
    const user = held.find((s) => s.statement.includes(`FROM "public"."users"`) && s.statement.includes(`"username"`));
    expect(user?.name).toBe(statementName(user!.statement));
    const candidates = held.filter((s) => s.statement.includes("person_buyers"));
    expect(candidates).toHaveLength(1);
    expect(candidates[0]!.statement).toContain(`e."buyerId" = $10::int`);
  });
});
