/**
 * Migration *_lead_record against a real PostgreSQL (DATABASE_URL; skipped without it): a database at
 * the migration before it, holding data written the old way, is migrated and the data checked:
 * statuses mapped, sources put on the fixed list, e-mails linked to their lead, first contacts found.
 */
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "@/scripts/lib/migrate.mts";
import { databaseBefore, quiet, withClient } from "@/prisma/testing/migration-before";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("migration lead_record", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("maps the old statuses and sources and backfills what the lead page reads", async () => {
    const dbUrl = await databaseBefore(serverUrl!, "lead_record", cleanups);

    const ids = await withClient(dbUrl, async (c) => {
      const lead = async (status: string, source: string | null, consentVersion: string | null = null) =>
        (
          await c.query<{ id: number }>(
            `INSERT INTO leads ("fullName", email, phone, status, source, "consentVersion", "createdAt", "updatedAt")
             VALUES ('Maria Gonzalez', 'maria@example.com', '(512) 555-0142', $1, $2, $3, '2026-11-01T15:00:00Z', now()) RETURNING id`,
            [status, source, consentVersion],
          )
        ).rows[0]!.id;
      const out = {
        scheduled: await lead("appointment_scheduled", "Landing"),
        quoted: await lead("quoted", "landing_page"),
        sold: await lead("sold", "Landing Page"),
        lost: await lead("lost", "facebook", "vendor"),
        fresh: await lead("new", null),
        vendor: await lead("contacted", "acme", "vendor"),
        legacyVendor: await lead("new", "vendor:Acme"),
        unknown: await lead("new", "sample"),
      };
      await c.query(
        `INSERT INTO activities (type, subject, "leadId", status, "createdAt", "updatedAt") VALUES
           ('call', 'Call', $1, 'completed', '2026-11-01T15:12:00Z', now()),
           ('email', 'Email', $1, 'completed', '2026-11-01T15:30:00Z', now()),
           ('task', 'Follow up', $2, 'pending', '2026-11-01T15:05:00Z', now())`,
        [out.scheduled, out.quoted],
      );
      await c.query(
        `INSERT INTO communications (type, direction, status, metadata) VALUES
           ('email', 'outbound', 'queued', jsonb_build_object('kind', 'lead_alert', 'leadId', $1::int)),
           ('email', 'outbound', 'sent', jsonb_build_object('kind', 'lead_alert', 'leadId', 999999999)),
           ('email', 'outbound', 'sent', '{"kind": "password_reset"}')`,
        [out.sold],
      );
      return out;
    });

    await migrate(dbUrl, { log: quiet });

    await withClient(dbUrl, async (c) => {
      const rows = new Map(
        (await c.query<{ id: number; status: string; source: string; firstContactAt: Date | null }>(`SELECT id, status::text, source, "firstContactAt" FROM leads`)).rows.map((r) => [r.id, r]),
      );
      expect(rows.get(ids.scheduled)).toMatchObject({ status: "qualified", source: "landing", firstContactAt: new Date("2026-11-01T15:12:00Z") });
      expect(rows.get(ids.quoted)).toMatchObject({ status: "qualified", source: "landing", firstContactAt: null });
      expect(rows.get(ids.sold)).toMatchObject({ status: "converted", source: "landing" });
      expect(rows.get(ids.lost)).toMatchObject({ status: "lost", source: "facebook-lead-ads" });
      expect(rows.get(ids.fresh)).toMatchObject({ status: "new", source: "website" });
      expect(rows.get(ids.vendor)).toMatchObject({ status: "contacted", source: "api:acme" });
      expect(rows.get(ids.legacyVendor)).toMatchObject({ source: "api:acme" });
      expect(rows.get(ids.unknown)).toMatchObject({ source: "sample" });
      const comms = (await c.query<{ leadId: number | null }>(`SELECT "leadId" FROM communications ORDER BY id`)).rows.map((r) => r.leadId);
      expect(comms).toEqual([ids.sold, null, null]);
      // The new default still works.
      const { rows: inserted } = await c.query(`INSERT INTO leads ("fullName", email, phone) VALUES ('A B', 'a@b.co', '5125550142') RETURNING status::text`);
      expect(inserted[0]).toEqual({ status: "new" });
    });
  });
});
