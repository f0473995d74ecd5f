/**
 * Migration *_push_gone_endpoint against a real PostgreSQL (DATABASE_URL; skipped without it): a
 * buyer whose push endpoint's latest answer was 410 Gone keeps it stopped (now named on their set-up);
 * a buyer whose endpoint answered again after a 410 does not.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "@/scripts/lib/migrate.mts";
import { databaseBefore, quiet, withClient } from "@/prisma/testing/migration-before";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("migration push_gone_endpoint", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("names the endpoint whose latest answer was 410 on the buyer's set-up, and no other", async () => {
    const dbUrl = await databaseBefore(serverUrl!, "push_gone_endpoint", cleanups);
    const [gone, revived] = await withClient(dbUrl, async (c) => {
      const buyer = async (name: string, url: string, answers: number[]) => {
        const id = (await c.query<{ id: number }>(`INSERT INTO users (username, password, role, "updatedAt") VALUES ($1, 'x', 'agent', now()) RETURNING id`, [name])).rows[0]!.id;
        await c.query(`INSERT INTO buyer_profiles ("userId", "pushMethod", "pushUrl", "updatedAt") VALUES ($1, 'webhook', $2, now())`, [id, url]);
        const ent = (await c.query<{ id: number }>(
          `INSERT INTO entitlements ("buyerId", source, "sourceRef", "planName", lines, quota, "priceCents", "pricePerLeadCents", "periodStart", "periodEnd", "updatedAt")
           VALUES ($1::int, 'grant', 'grant:' || $1::int, 'Starter', '{auto}', 25, 9700, 388, now() - interval '1 day', now() + interval '29 days', now()) RETURNING id`,
          [id],
        )).rows[0]!.id;
        for (const [i, code] of answers.entries()) {
          const lead = (await c.query<{ id: number }>(`INSERT INTO leads ("fullName", email, phone) VALUES ('Pat Lee', $1, '5125550142') RETURNING id`, [`${name}.${i}@example.com`])).rows[0]!.id;
          const d = (await c.query<{ id: number }>(`INSERT INTO lead_deliveries ("leadId", "buyerId", "entitlementId", "priceCents", "deliveredAt") VALUES ($1, $2, $3, 388, now()) RETURNING id`, [lead, id, ent])).rows[0]!.id;
          const p = (await c.query<{ id: number }>(`INSERT INTO delivery_pushes ("deliveryId", method, url, "messageId") VALUES ($1, 'webhook', $2, $3) RETURNING id`, [d, url, `msg_${name}_${i}`])).rows[0]!.id;
          await c.query(`INSERT INTO delivery_push_attempts ("pushId", at, "statusCode", "durationMs") VALUES ($1, now() + make_interval(secs => $2), $3, 40)`, [p, i, code]);
        }
        return id;
      };
      return [await buyer("gone-buyer", "https://hooks.example/gone", [200, 410]), await buyer("revived-buyer", "https://hooks.example/back", [410, 200])];
    });

    await migrate(dbUrl, { log: quiet });
    await withClient(dbUrl, async (c) => {
      const rows = await c.query(`SELECT "userId", "pushGoneEndpoint" FROM buyer_profiles WHERE "userId" = ANY($1::int[]) ORDER BY "userId"`, [[gone, revived]]);
      expect(rows.rows).toEqual([
        { userId: gone, pushGoneEndpoint: "webhook https://hooks.example/gone" },
        { userId: revived, pushGoneEndpoint: null },
      ]);
    });
  });
});
