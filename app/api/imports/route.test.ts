import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { POST } from "@/app/api/imports/route";
import { GET as STATUS } from "@/app/api/imports/[id]/route";
import { GET as REPORT } from "@/app/api/imports/[id]/report/route";
import { fixture, importFile, streamOf } from "@/lib/imports/testing/upload";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);

const post = (query: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  POST(new Request(`http://localhost/api/imports${query}`, { method: "POST", body, headers: { "content-type": "text/csv", ...headers }, duplex: "half" } as RequestInit));
const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

describe("POST /api/imports and the status and report routes (real PostgreSQL)", () => {
  it("admins only: 401 signed out, 403 for an agent, nothing stored", async () => {
    const before = await db().import.count();
    signInAs(null);
    expect((await post("?kind=leads&name=a.csv", "Name\nAna\n")).status).toBe(401);
    signInAs(await makeUser("agent"));
    expect((await post("?kind=leads&name=a.csv", "Name\nAna\n")).status).toBe(403);
    expect((await STATUS(new Request("http://localhost/api/imports/1"), ctx(1))).status).toBe(403);
    expect(await db().import.count()).toBe(before);
  });

  it("201 with the mapping screen's address; 400 field errors for the query; 413 up front from Content-Length; 415 for a form", async () => {
    signInAs(await makeUser("admin"));
    const ok = await post("?kind=leads&name=C%3A%5Cfakepath%5Chubspot-contacts.csv", streamOf(fixture("hubspot-contacts.csv"), 1000));
    expect(ok.status).toBe(201);
    const body = await ok.json();
    expect(body).toEqual({ success: true, id: expect.any(Number), url: `/crm/import/${body.id}` });
    expect((await db().import.findUniqueOrThrow({ where: { id: body.id } })).fileName).toBe("hubspot-contacts.csv");

    const bad = await post("?kind=contacts", "x");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { kind: ["Choose what the file holds: leads, or accounts with their contacts"], name: ["The file needs a name"] } });

    const huge = await post("?kind=leads&name=huge.csv", new ReadableStream({ pull: () => Promise.reject(new Error("read")) }), { "content-length": String(300 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/^The file is larger than 50 MB/);

    expect((await post("?kind=leads&name=a.csv", "x", { "content-type": "multipart/form-data; boundary=x" })).status).toBe(415);
    const empty = await post("?kind=leads&name=a.csv", null);
    expect(empty.status).toBe(400);
  });

  it("the status poll and the report CSV (formula-looking cells escaped)", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const csv = 'Full Name,Email,Phone\n"=HYPERLINK(""http://x.example"",""y"")",not-an-email,(512) 555-0143\nAna Lopez,ana.route@example.com,(512) 555-0144\n';
    const { id } = await importFile(admin, csv, { name: "=cmd.csv" });
    const status = await STATUS(new Request(`http://localhost/api/imports/${id}`), ctx(id));
    expect(await status.json()).toMatchObject({ id, status: "completed", totalRows: 2, processedRows: 2, created: 1, failed: 1 });
    const report = await REPORT(new Request(`http://localhost/api/imports/${id}/report`), ctx(id));
    expect(report.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await report.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, for Excel
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe("Line,Outcome,Lead ID,Reason");
    expect(text).toContain("2,failed,,Email: Please enter a valid email address\r\n");
    expect((await STATUS(new Request("http://localhost/api/imports/999999"), ctx(999999))).status).toBe(404);
    expect((await STATUS(new Request("http://localhost/api/imports/abc"), ctx("abc"))).status).toBe(404);
    const lead = await db().lead.findFirstOrThrow({ where: { email: "ana.route@example.com" } });
    expect(lead.source).toBe("import:=cmd.csv");
  });
});
