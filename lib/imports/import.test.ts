import { describe, expect, it } from "vitest";
import { verifiableTag } from "@/test/fixtures/texas-lead";
import { db, sql } from "@/lib/db";
import { makeLead, makeUser } from "@/lib/crm/testing/fixtures";
import { consentRecordFromLead, consentRecordHash } from "@/lib/leads/consent-record";
import { importPreview } from "@/lib/imports/preview";
import { importIssues, importReportWithRest, reportColumns } from "@/lib/imports/imports";
import { csvRow } from "@/lib/crm/csv";
import { requestCancel, runImport } from "@/lib/imports/run-import";
import { IMPORT_LIMITS } from "@/lib/constants";
import { fixture, importFile, rowsOf, upload } from "@/lib/imports/testing/upload";
import { receiveUpload } from "@/lib/imports/upload";
import { saveImportMapping } from "@/lib/imports/start-import";

const tag = () => verifiableTag();
/** Jobs with their payloads (graphile-worker's public view leaves the payload out). */
const JOBS = `SELECT (j.payload->>'leadId')::int AS "leadId" FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id`;
const HEADER = "Full Name,Email,Phone,Street Address,City,State,Zip";
/** A genuine Texas lead row for a given e-mail (unique phones per tag keep rows apart). */
const person = (name: string, email: string, phone: string) => `${name},${email},${phone},4518 Burnet Rd,Austin,TX,78756`;
const phoneOf = (n: number) => `(512) ${String(230 + (n % 700)).padStart(3, "0")}-${String(1000 + (n % 9000)).padStart(4, "0")}`;
let phoneSeq = Math.floor(Math.random() * 500_000);
const nextPhone = () => phoneOf(phoneSeq++);

async function reportCsv(importId: number): Promise<string> {
  const imp = await db().import.findUniqueOrThrow({ where: { id: importId } });
  let out = "";
  for await (const page of importReportWithRest(imp)) out += page.map((r) => csvRow(reportColumns(imp.kind).map((c) => c.value(r)))).join("");
  return out;
}

describe("CSV import of leads (real PostgreSQL)", () => {
  it("a HubSpot contacts export: guessed mapping, the lead schema and score per row, duplicates in the file, counts and reasons, imported consent, nothing fired", async () => {
    const admin = await makeUser("admin");
    const up = await upload(admin, fixture("hubspot-contacts.csv"), { name: "hubspot-contacts.csv" });
    expect(up).toMatchObject({ ok: true });
    const uploaded = await db().import.findUniqueOrThrow({ where: { id: (up as { importId: number }).importId } });
    expect(uploaded).toMatchObject({ status: "uploaded", encoding: "utf-8", delimiter: ",", totalRows: 10, sizeBytes: fixture("hubspot-contacts.csv").length });
    expect(uploaded.headers.slice(0, 5)).toEqual(["Record ID", "First Name", "Last Name", "Email", "Phone Number"]);
    expect((uploaded.mapping as string[])[2]).toBe("lastName");

    // The preview is the first rows exactly as the job stores them.
    const preview = await importPreview(uploaded, uploaded.mapping as (string | null)[]);
    expect(preview.rows.map((r) => [r.line, r.outcome])).toEqual([[2, "created"], [3, "created"], [4, "failed"], [5, "failed"], [6, "created"], [7, "skipped"], [8, "created"], [10, "created"], [11, "created"], [12, "created"]]);
    expect(preview.rows[0]!.values).toMatchObject({ fullName: "Ana Treviño", email: "ana.trevino@gmail.com", status: "new", owner: "Unassigned" });
    expect(await db().lead.count({ where: { source: "import:hubspot-contacts.csv" } })).toBe(0);

    await saveImportMapping(admin, { importId: uploaded.id, column: (uploaded.mapping as (string | null)[]).map((c) => c ?? ""), duplicateChoice: "skip", fireMetaEvents: false, runAutomations: false, forSale: false, intent: "start" });
    const job = await sql().query(`SELECT task_identifier, queue_name FROM graphile_worker.jobs WHERE key = $1`, [`import:${uploaded.id}`]);
    expect(job.rows).toEqual([{ task_identifier: "imports:run", queue_name: "imports" }]);
    expect(await runImport(uploaded.id)).toBe("completed");

    const imp = await db().import.findUniqueOrThrow({ where: { id: uploaded.id } });
    expect(imp).toMatchObject({ status: "completed", processedRows: 10, createdCount: 7, updatedCount: 0, skippedCount: 1, failedCount: 2 });
    const rows = await rowsOf(imp.id);
    const byLine = new Map(rows.map((r) => [r.line, r]));
    expect(byLine.get(4)).toMatchObject({ outcome: "failed", reason: "Email: Please enter a valid email address" });
    expect(byLine.get(5)).toMatchObject({ outcome: "failed", reason: "Phone: Please enter a valid phone number" });
    expect(byLine.get(7)).toMatchObject({ outcome: "skipped", reason: "Same e-mail as line 6 of this file: skipped." });
    expect(byLine.get(12)!.reason).toBe('Created date "not a date" is not a date: the import time is used. Owner "nobody@nowhere.example" is not a user here: left unassigned.');

    const leads = await db().lead.findMany({ where: { source: "import:hubspot-contacts.csv" }, orderBy: { id: "asc" } });
    expect(leads.map((l) => l.fullName)).toEqual(["Ana Treviño", "Marcus Whitfield", "Lucia Hernández", '=HYPERLINK("http://evil.example","Click") Smith', "Tom Becker", "J K", "Rosa Delgado"]);
    const ana = leads[0]!;
    expect(ana).toMatchObject({ status: "new", sourceLeadId: "51234001", campaign: "Organic Search", maritalStatus: "married", emailNormalized: "ana.trevino@gmail.com", phoneE164: "+15125550143", assignedTo: null, duplicateOfId: null });
    expect(ana.createdAt.toISOString()).toBe("2026-11-02T15:14:00.000Z"); // 09:14 in Austin (CST)
    expect(leads[1]).toMatchObject({ phone: "(214) 555-0187", status: "contacted", agencyName: "Whitfield Roofing" });
    expect(leads[3]).toMatchObject({ status: "lost", lostReason: 'Imported with status "Unqualified"', address: "77 Main St\nSuite 200" });
    expect(leads[4]).toMatchObject({ status: "converted" });
    // The same verification score as a web lead (a single-letter name is capped).
    expect(leads[5]!.verificationScore).toBeLessThanOrEqual(40);

    // Consent: "imported", by whom and from which file, never dressed up as web consent; the hash verifies.
    expect(ana).toMatchObject({ consentVersion: "imported", consentText: null, consentIp: null, consentUserAgent: null, consentPageUrl: null });
    expect(ana.consentFields).toMatchObject({
      evidence: "imported",
      vouchedBy: `${admin.username}, file hubspot-contacts.csv`,
      fields: { firstName: "Ana", lastName: "Treviño", email: "ana.trevino@gmail.com", sourceLeadId: "51234001" },
    });
    expect(imp.vouchedBy).toBe(`${admin.username}, file hubspot-contacts.csv`);
    // Rebuilt from the stored columns, as the consent record's download does, it hashes to the stored hash.
    const record = consentRecordFromLead(ana);
    expect(record).toMatchObject({ evidence: "imported", version: "imported", text: null, ip: null, vouchedBy: `${admin.username}, file hubspot-contacts.csv` });
    expect(ana.consentHash).toBe(consentRecordHash(record));
    expect(consentRecordHash({ ...record, fields: { ...record.fields, email: "someone.else@gmail.com" } })).not.toBe(ana.consentHash);

    // No Meta event, no automation, no e-mail for imported rows (nothing was ticked).
    const ids = leads.map((l) => l.id);
    expect(await db().conversionEvent.count({ where: { leadId: { in: ids } } })).toBe(0);
    expect(await db().communication.count({ where: { leadId: { in: ids } } })).toBe(0);
    const automation = await sql().query(`${JOBS} WHERE t.identifier = 'automations:event' AND (j.payload->>'leadId')::int = ANY($1)`, [ids]);
    expect(automation.rows).toEqual([]);
    // The file is gone once the import ended; the audit log has the upload, the start, the batch and the end.
    expect(await db().importFileChunk.count({ where: { importId: imp.id } })).toBe(0);
    expect((await db().auditLog.findMany({ where: { entity: "import", entityId: String(imp.id) }, orderBy: { id: "asc" } })).map((a) => a.action)).toEqual(["import.upload", "import.start", "lead.import", "import.completed"]);

    // The report: every row's line, outcome, lead and reason, the failed rows first; formula-looking cells escaped.
    const report = await reportCsv(imp.id);
    const lines = report.split("\r\n").filter(Boolean);
    expect(lines.slice(0, 3)).toEqual(["4,failed,,Email: Please enter a valid email address", "5,failed,,Phone: Please enter a valid phone number", `2,created,${ana.id},`]);
    expect(lines.map((l) => Number(l.split(",")[0])).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 10, 11, 12]);
    const hyper = await db().lead.findFirstOrThrow({ where: { id: leads[3]!.id } });
    expect(hyper.fullName.startsWith("=HYPERLINK")).toBe(true);
    expect(csvRow([hyper.fullName])).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"") Smith"\r\n`);
  });

  it("the page's report: failed rows first, then rows that share a remark counted together, largest group first", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const rows = [
      ...Array.from({ length: 30 }, (_, i) => `${person(`Grace Owner${i} Foster`, `owner.${t}.${i}@gmail.com`, nextPhone())},jdoe-${t},New`),
      ...Array.from({ length: 4 }, (_, i) => `${person(`Omar Status${i} Reyes`, `status.${t}.${i}@gmail.com`, nextPhone())},,Sleeping`),
      `${person("Dana Bad Kim", `not-an-email-${t}`, nextPhone())},,New`,
      `${person(`Luis Fine Nguyen`, `fine.${t}@gmail.com`, nextPhone())},,New`,
      `${person("Kevin Nophone Walker", `nophone.${t}@gmail.com`, "12")},,New`,
    ];
    const { imp } = await importFile(admin, Buffer.from(`${HEADER},Owner,Lead Status\n${rows.join("\n")}\n`), { name: `groups-${t}.csv` });
    expect(imp).toMatchObject({ status: "completed", createdCount: 35, failedCount: 2 });
    const issues = await importIssues(imp.id);
    expect(issues.failures.total).toBe(2);
    expect(issues.failures.rows.map((r) => [r.line, r.outcome])).toEqual([[36, "failed"], [38, "failed"]]);
    expect(issues.warnings).toMatchObject({ groupCount: 2, rowCount: 34 });
    expect(issues.warnings.groups[0]).toEqual({ outcome: "created", reason: `Owner "jdoe-${t}" is not a user here: left unassigned.`, rows: 30, lines: [2, 3, 4, 5, 6], recordId: null });
    expect(issues.warnings.groups[1]).toMatchObject({ outcome: "created", reason: 'Status "Sleeping" was not recognised: stored as new.', rows: 4, lines: [32, 33, 34, 35] });
    // The CSV still lists every row once: the two failures, then the 35 others in file order.
    const lines = (await reportCsv(imp.id)).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(37);
    expect(lines.slice(0, 2).map((l) => l.split(",").slice(0, 2).join(","))).toEqual(["36,failed", "38,failed"]);
    expect(lines.slice(2).map((l) => Number(l.split(",")[0]))).toEqual([...Array.from({ length: 34 }, (_, i) => i + 2), 37]);
  });

  it("Excel on Windows: Windows-1252, semicolons, CRLF, a quoted semicolon: Treviño and Muñoz survive", async () => {
    const admin = await makeUser("admin");
    const { imp } = await importFile(admin, fixture("excel-windows-1252-semicolon.csv"), { name: "excel.csv" });
    expect(imp).toMatchObject({ encoding: "windows-1252", delimiter: ";", createdCount: 2, failedCount: 0 });
    const leads = await db().lead.findMany({ where: { source: "import:excel.csv", email: { contains: ".1252@" } }, orderBy: { id: "asc" } });
    expect(leads.map((l) => [l.fullName, l.address, l.zipCode, l.status, l.campaign])).toEqual([
      ["Ana Treviño", "4518 Burnet Rd, Austin, TX", "78756", "new", "Referral"],
      ["José Muñoz", "12 Ranch Rd; Unit 4", "78701", "contacted", "Facebook"],
    ]);
  });

  it("bad input gets a clear message and leaves nothing behind", async () => {
    const admin = await makeUser("admin");
    const before = await db().import.count();
    expect(await upload(admin, "")).toEqual({ ok: false, status: 400, error: expect.stringMatching(/^The file is empty\./) });
    expect(await upload(admin, "\r\n\r\n")).toEqual({ ok: false, status: 400, error: expect.stringMatching(/^The file is empty\./) });
    expect(await upload(admin, `${HEADER}\r\n`)).toEqual({ ok: false, status: 400, error: "The file has a header row but no rows of data under it." });
    expect(await upload(admin, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, ...Buffer.from("[Content_Types].xml")]), { name: "leads.csv" })).toEqual({
      ok: false,
      status: 415,
      error: "This file is not a CSV text file: it looks like an Excel workbook or another zip archive. Save it as CSV (comma or semicolon separated) and upload that.",
    });
    expect(await upload(admin, `${HEADER}\r\n"Ana,ana@example.com\r\nBen,ben@example.com\r\n`)).toEqual({ ok: false, status: 400, error: expect.stringMatching(/^Line 2: a quoted field is never closed/) });
    expect(await upload(admin, `${Array.from({ length: 501 }, (_, i) => `c${i}`).join(",")}\n1\n`)).toEqual({ ok: false, status: 400, error: expect.stringMatching(/^The header has 501 columns; an import takes at most 500/) });
    // 300 MB announced: refused before a byte is read (the body would throw if it were).
    const untouchable = new ReadableStream<Uint8Array>({ pull: () => Promise.reject(new Error("the body was read")) });
    expect(await receiveUpload({ user: admin, kind: "leads", fileName: "huge.csv", contentLength: 300 * 1024 * 1024, body: untouchable })).toEqual({
      ok: false,
      status: 413,
      error: expect.stringMatching(/^The file is larger than 50 MB, the most one import takes\./),
    });
    expect(await db().import.count()).toBe(before);
  });

  it("a body past 50 MB without a Content-Length is refused while streaming, and its stored pieces are deleted", async () => {
    const admin = await makeUser("admin");
    const before = await db().import.count();
    const line = new TextEncoder().encode(`${person("Ana Lopez", "ana.lopez@example.com", "(512) 555-0143")}\n`.repeat(20_000));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        sent += line.length;
        c.enqueue(line);
      },
    });
    const result = await receiveUpload({ user: admin, kind: "leads", fileName: "stream.csv", contentLength: null, body: endless });
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(sent).toBeLessThan(IMPORT_LIMITS.maxBytes + 2 * line.length);
    expect(await db().import.count()).toBe(before);
    expect((await sql().query(`SELECT count(*)::int AS n FROM import_file_chunks c WHERE NOT EXISTS (SELECT 1 FROM imports i WHERE i.id = c."importId")`)).rows[0].n).toBe(0);
  });

  it("more than 200,000 rows is refused with the limit", async () => {
    const admin = await makeUser("admin");
    const body = `Full Name\n${"A B\n".repeat(IMPORT_LIMITS.maxRows + 1)}`;
    expect(await upload(admin, body)).toEqual({ ok: false, status: 413, error: "The file has more than 200,000 rows, the most one import takes. Split it into smaller files and import each one." });
  }, 120_000);

  it("a row with 400 columns fails alone, with its line and why; the rows around it are imported", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const wide = [person("Wide Row", `wide.${t}@example.com`, nextPhone()), ...Array.from({ length: 393 }, (_, i) => `x${i}`)].join(",");
    const csv = [HEADER, person("Ana Lopez", `ana.${t}@example.com`, nextPhone()), wide, person("Ben Ortiz", `ben.${t}@example.com`, nextPhone())].join("\n");
    const { imp } = await importFile(admin, csv);
    expect(imp).toMatchObject({ createdCount: 2, failedCount: 1 });
    expect((await rowsOf(imp.id))[1]).toMatchObject({ line: 3, outcome: "failed", reason: expect.stringMatching(/^This row has 400 columns but the header has 7/) });
  });

  it("duplicates against existing leads (soft-deleted ones do not count) and within the file: skip, update, or import as duplicate", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const existing = await makeLead(null, { fullName: "Old Name" });
    const deleted = await makeLead(null);
    await db().lead.update({ where: { id: existing.id }, data: { emailNormalized: existing.email.toLowerCase(), phoneE164: null, verificationScore: 90 } });
    await db().lead.update({ where: { id: deleted.id }, data: { emailNormalized: deleted.email.toLowerCase(), deletedAt: new Date() } });
    const rowsFor = (n: string) => [
      HEADER,
      person("New Name", existing.email.toUpperCase(), nextPhone()),
      person("Dee Leted", deleted.email, nextPhone()),
      person("Zed Zulu", `zed.${n}@example.com`, nextPhone()),
      person("Zed Zulu Jr", `zed.${n}@example.com`, nextPhone()),
    ].join("\n");

    const skip = await importFile(admin, rowsFor(`${t}a`), { duplicateChoice: "skip" });
    expect((await rowsOf(skip.id)).map((r) => [r.line, r.outcome, r.reason])).toEqual([
      [2, "skipped", `Same e-mail as lead #${existing.id}: skipped.`],
      [3, "created", null],
      [4, "created", null],
      [5, "skipped", "Same e-mail as line 4 of this file: skipped."],
    ]);
    expect((await db().lead.findUniqueOrThrow({ where: { id: existing.id } })).fullName).toBe("Old Name");

    const update = await importFile(admin, rowsFor(`${t}b`), { duplicateChoice: "update" });
    const upRows = await rowsOf(update.id);
    // Line 3 now matches the lead the first import created (the soft-deleted one still does not count).
    const deeLeted = await db().lead.findFirstOrThrow({ where: { email: deleted.email, deletedAt: null } });
    expect(upRows.map((r) => [r.line, r.outcome, r.recordId])).toEqual([[2, "updated", existing.id], [3, "updated", deeLeted.id], [4, "created", expect.any(Number)], [5, "updated", upRows[2]!.recordId]]);
    const updated = await db().lead.findUniqueOrThrow({ where: { id: existing.id } });
    expect(updated).toMatchObject({ fullName: "New Name", address: "4518 Burnet Rd", zipCode: "78756", source: existing.source, createdAt: existing.createdAt });
    expect(await db().auditLog.findFirst({ where: { action: "lead.update", entityId: String(existing.id) } })).toMatchObject({
      actorId: admin.id,
      changes: expect.objectContaining({ fullName: { from: "Old Name", to: "New Name" }, importId: update.id, line: 2 }),
    });
    const zed = await db().lead.findFirstOrThrow({ where: { email: `zed.${t}b@example.com` } });
    expect(zed.fullName).toBe("Zed Zulu Jr");
    expect(upRows[3]).toMatchObject({ recordId: zed.id, reason: "Same e-mail as line 4 of this file: merged into that row's lead." });

    const dup = await importFile(admin, rowsFor(`${t}c`), { duplicateChoice: "duplicate" });
    const dupRows = await rowsOf(dup.id);
    expect(dupRows.map((r) => r.outcome)).toEqual(["created", "created", "created", "created"]);
    const copy = await db().lead.findUniqueOrThrow({ where: { id: dupRows[0]!.recordId! } });
    expect(copy).toMatchObject({ duplicateOfId: existing.id });
    expect(copy.verificationScore).toBeLessThanOrEqual(60);
    const zeds = await db().lead.findMany({ where: { email: `zed.${t}c@example.com` }, orderBy: { id: "asc" } });
    expect(zeds.map((z) => z.duplicateOfId)).toEqual([null, zeds[0]!.id]);
  });

  it("rows that repeat rows of the batch before come out as in one batch, though each batch is planned while the one before is written", async () => {
    const admin = await makeUser("admin");
    const fileFor = (t: string, phones: string[]) =>
      [
        HEADER,
        person("Ana Trevino", `ana.${t}@example.com`, phones[0]!),
        person("Bo Reyes", `bo.${t}@example.com`, phones[1]!),
        person("Ana Trevino", `ana.${t}@example.com`, phones[2]!),
        person("Cy Brooks", `cy.${t}@example.com`, phones[1]!),
        person("Di Walker", `di.${t}@example.com`, phones[3]!),
        person("Ana Trevino", `ana.${t}@example.com`, phones[4]!),
      ].join("\n");
    const outcomes = async (choice: "skip" | "duplicate" | "update", batchRows: number) => {
      const t = tag();
      const { id, imp } = await importFile(admin, fileFor(t, [nextPhone(), nextPhone(), nextPhone(), nextPhone(), nextPhone()]), { duplicateChoice: choice, run: { batchRows } });
      const rows = await rowsOf(id);
      const leads = await db().lead.findMany({ where: { email: { endsWith: `.${t}@example.com` } }, orderBy: { id: "asc" } });
      const lineOf = new Map(rows.filter((r) => r.outcome === "created").map((r) => [r.recordId, r.line]));
      return {
        counts: [imp.createdCount, imp.updatedCount, imp.skippedCount, imp.failedCount],
        // Where each row went and why (a match in an earlier batch also names the lead's id).
        rows: rows.map((r) => [r.line, r.outcome, r.recordId === null ? null : (lineOf.get(r.recordId) ?? "existing"), r.reason?.replace(/ \(lead #\d+\)/, "").replace(/lead #\d+/g, "lead #…") ?? null]),
        duplicateOf: leads.map((l) => (l.duplicateOfId === null ? null : lineOf.get(l.duplicateOfId))),
      };
    };
    for (const choice of ["skip", "duplicate"] as const) {
      const one = await outcomes(choice, 500);
      expect(await outcomes(choice, 1), choice).toEqual(one);
      expect(await outcomes(choice, 2), choice).toEqual(one);
    }
    // Updates wait for the batch before (its lead as stored); a row of the same batch is merged instead, so only the words differ.
    const withoutWords = (o: Awaited<ReturnType<typeof outcomes>>) => ({ ...o, rows: o.rows.map((r) => r.slice(0, 3)) });
    expect(withoutWords(await outcomes("update", 1))).toEqual(withoutWords(await outcomes("update", 500)));
    expect((await outcomes("skip", 1)).rows).toEqual([
      [2, "created", 2, null],
      [3, "created", 3, null],
      [4, "skipped", 2, "Same e-mail as line 2 of this file: skipped."],
      [5, "skipped", 3, "Same phone as line 3 of this file: skipped."],
      [6, "created", 6, null],
      [7, "skipped", 2, "Same e-mail as line 2 of this file: skipped."],
    ]);
  });

  it("ticked: Meta lead events through the ledger and automation events for new leads (not for duplicates)", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const csv = [HEADER, person("Maria Gonzalez", `maria.${t}@gmail.com`, nextPhone()), person("Maria Gonzalez", `maria.${t}@gmail.com`, nextPhone())].join("\n");
    const { id } = await importFile(admin, csv, { duplicateChoice: "duplicate", fireMetaEvents: true, runAutomations: true });
    const [first, second] = await db().lead.findMany({ where: { email: `maria.${t}@gmail.com` }, orderBy: { id: "asc" } });
    expect((await db().conversionEvent.findMany({ where: { leadId: first!.id } })).map((e) => e.eventName)).toContain("Lead");
    expect(await db().conversionEvent.count({ where: { leadId: second!.id } })).toBe(0);
    const jobs = await sql().query(`${JOBS} WHERE t.identifier = 'automations:event' AND (j.payload->>'leadId')::int = ANY($1) ORDER BY 1`, [[first!.id, second!.id]]);
    expect(jobs.rows.map((r) => r.leadId)).toEqual([first!.id, second!.id]);
    // Meta's credentials are not set here: the events wait with the reason, for the sweep, without a delivery job.
    const lead = await db().conversionEvent.findFirstOrThrow({ where: { leadId: first!.id, eventName: "Lead" } });
    expect(lead).toMatchObject({ status: "pending", lastError: expect.stringMatching(/^Missing Facebook credentials: /) });
    const send = await sql().query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'meta:send-conversions' AND key LIKE $1`, [`meta-send:${lead.id}-%`]);
    expect(send.rows[0].n).toBe(0);
    expect(id).toBeGreaterThan(0);
  });

  it("cancel lands between batches: the first batch is wholly in, nothing after it; the report says which", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const csv = [HEADER, ...Array.from({ length: 10 }, (_, i) => person(`Cancel Person${String.fromCharCode(65 + i)}`, `cancel.${t}.${i}@example.com`, nextPhone()))].join("\n");
    const up = await upload(admin, csv);
    if (!up.ok) throw new Error(up.error);
    const imp = await db().import.findUniqueOrThrow({ where: { id: up.importId } });
    await saveImportMapping(admin, { importId: imp.id, column: (imp.mapping as string[]).map((c) => c ?? ""), duplicateChoice: "skip", fireMetaEvents: false, runAutomations: false, forSale: false, intent: "start" });
    const result = await runImport(imp.id, { batchRows: 4, afterBatch: async () => void (await requestCancel(imp.id)) });
    expect(result).toBe("cancelled");
    const done = await db().import.findUniqueOrThrow({ where: { id: imp.id } });
    expect(done).toMatchObject({ status: "cancelled", processedRows: 4, lastLine: 5, createdCount: 4 });
    expect(await db().lead.count({ where: { email: { startsWith: `cancel.${t}.` } } })).toBe(4);
    expect((await rowsOf(imp.id)).map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(await db().importFileChunk.count({ where: { importId: imp.id } })).toBe(0);
    expect((await reportCsv(imp.id)).split("\r\n").at(-2)).toBe("after 5,not imported,,The import was cancelled: no row after this line was imported.");
    // A queued import cancels at once; a finished one cannot be.
    expect(await requestCancel(imp.id)).toBe("finished");
  });

  it("a failing batch leaves no half-written row; a retried job resumes after the last committed batch; the last attempt ends it as failed", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const boom = `Boom${t}`;
    const fileOf = (prefix: string) =>
      [HEADER, ...Array.from({ length: 9 }, (_, i) => person(i === 5 ? `${boom} Person` : `Fail Person${String.fromCharCode(65 + i)}`, `${prefix}.${t}.${i}@example.com`, nextPhone()))].join("\n");
    const start = async (csv: string) => {
      const up = await upload(admin, csv);
      if (!up.ok) throw new Error(up.error);
      const imp = await db().import.findUniqueOrThrow({ where: { id: up.importId } });
      await saveImportMapping(admin, { importId: imp.id, column: (imp.mapping as string[]).map((c) => c ?? ""), duplicateChoice: "skip", fireMetaEvents: false, runAutomations: false, forSale: false, intent: "start" });
      return imp.id;
    };
    const addFault = async () => {
      await sql().query(`CREATE OR REPLACE FUNCTION import_test_boom() RETURNS trigger AS $$ BEGIN IF NEW."fullName" LIKE '${boom}%' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
      await sql().query(`CREATE TRIGGER import_test_boom BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION import_test_boom()`);
    };
    const removeFault = () => sql().query(`DROP TRIGGER IF EXISTS import_test_boom ON leads`);
    const count = (prefix: string) => db().lead.count({ where: { email: { startsWith: `${prefix}.${t}.` } } });

    const retried = await start(fileOf("retry"));
    const failing = await start(fileOf("fail"));
    await addFault();
    try {
      // Rows 2–5 commit; the batch of lines 6–9 holds the row the database refuses: none of its rows is written.
      await expect(runImport(retried, { batchRows: 4 })).rejects.toThrow();
      expect(await count("retry")).toBe(4);
      expect(await db().import.findUniqueOrThrow({ where: { id: retried } })).toMatchObject({ status: "running", lastLine: 5, processedRows: 4, createdCount: 4 });
      // The last attempt: failed; the report says through which line rows are in; the file is deleted.
      expect(await runImport(failing, { batchRows: 4, finalAttempt: true })).toBe("failed");
      expect(await db().import.findUniqueOrThrow({ where: { id: failing } })).toMatchObject({ status: "failed", lastLine: 5, processedRows: 4, error: "The database refused a batch of rows." });
      expect(await count("fail")).toBe(4);
      expect(await db().importFileChunk.count({ where: { importId: failing } })).toBe(0);
      expect((await reportCsv(failing)).split("\r\n").at(-2)).toBe("after 5,not imported,,The import stopped on an error: no row after this line was imported.");
    } finally {
      await removeFault();
    }
    // The fault gone, the job's retry resumes after the committed batches: every row once.
    expect(await runImport(retried, { batchRows: 4 })).toBe("completed");
    expect(await db().import.findUniqueOrThrow({ where: { id: retried } })).toMatchObject({ status: "completed", processedRows: 9, createdCount: 9, skippedCount: 0 });
    expect(await count("retry")).toBe(9);
    expect((await rowsOf(retried)).map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("the mapping is remembered per header set", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const headers = `Name Of Person,Mail ${t},Ring ${t}`;
    const csv = `${headers}\nAna Lopez,ana.${t}@example.com,${nextPhone()}\n`;
    const first = await upload(admin, csv);
    if (!first.ok) throw new Error(first.error);
    expect((await db().import.findUniqueOrThrow({ where: { id: first.importId } })).mapping).toEqual([null, null, null]);
    await saveImportMapping(admin, { importId: first.importId, column: ["fullName", "email", "phone"], duplicateChoice: "skip", fireMetaEvents: false, runAutomations: false, forSale: false, intent: "start" });
    const second = await upload(admin, csv.toLowerCase());
    if (!second.ok) throw new Error(second.error);
    expect((await db().import.findUniqueOrThrow({ where: { id: second.importId } })).mapping).toEqual(["fullName", "email", "phone"]);
  });
});

describe("CSV import of accounts with their contacts (real PostgreSQL)", () => {
  it("groups contacts under their account, one primary per account, account and contact schemas per row", async () => {
    const admin = await makeUser("admin");
    const t = tag();
    const csv = fixture("accounts-with-contacts.csv").toString("utf8").replaceAll("Gonzalez Family Insurance", `Gonzalez Family Insurance ${t}`).replaceAll("Lone Star Roofing", `Lone Star Roofing ${t}`);
    const { imp } = await importFile(admin, csv, { kind: "accounts", name: "accounts.csv" });
    expect(imp).toMatchObject({ status: "completed", createdCount: 3, failedCount: 2 });
    const rows = await rowsOf(imp.id);
    expect(rows.map((r) => [r.line, r.outcome])).toEqual([[2, "created"], [3, "created"], [4, "created"], [5, "failed"], [6, "failed"]]);
    expect(rows[1]!.reason).toBe("Contact added to the account of line 2 of this file.");
    expect(rows[3]!.reason).toBe("Annual revenue: Revenue must be a dollar amount");
    expect(rows[4]!.reason).toBe("Contact first name: First name must be at least 2 characters");
    const gonzalez = await db().account.findFirstOrThrow({ where: { name: `Gonzalez Family Insurance ${t}` }, include: { contacts: { orderBy: { id: "asc" } } } });
    expect(gonzalez).toMatchObject({ type: "customer", phone: "(512) 555-0100", source: "import:accounts.csv", zipCode: "78756" });
    expect(gonzalez.revenue?.toString()).toBe("125000");
    expect(gonzalez.contacts.map((c) => [c.firstName, c.title, c.isPrimary])).toEqual([["Maria", "Owner", false], ["Luis", "Office manager", true]]);
    const lone = await db().account.findFirstOrThrow({ where: { name: `Lone Star Roofing ${t}` }, include: { contacts: true } });
    expect(lone.contacts.map((c) => [c.firstName, c.isPrimary])).toEqual([["Dana", true]]);

    // Again with "update": the existing account is updated and its contact (same e-mail) too, not duplicated.
    const again = await importFile(admin, csv.replace("Owner,maria@", "Principal,maria@"), { kind: "accounts", name: "accounts-2.csv", duplicateChoice: "update" });
    expect(again.imp).toMatchObject({ updatedCount: 3, createdCount: 0, failedCount: 2 });
    const after = await db().crmContact.findMany({ where: { accountId: gonzalez.id }, orderBy: { id: "asc" } });
    expect(after.map((c) => [c.firstName, c.title, c.isPrimary])).toEqual([["Maria", "Principal", false], ["Luis", "Office manager", true]]);
    expect(await db().account.count({ where: { name: `Gonzalez Family Insurance ${t}` } })).toBe(1);
  });
});
