import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { signInAs } from "@/lib/crm/testing/session-mock";
import { makeUser } from "@/lib/crm/testing/fixtures";
import { nextRequest, REDIRECT_TO } from "@/test/next-request-mocks";
import { formData } from "@/test/form-data";
import { expectAdminOnly } from "@/test/action-access";
import { IDLE } from "@/lib/forms/action-state";
import { cancelImportAction, discardImportAction, saveImportMappingAction } from "@/lib/imports/actions";
import { upload } from "@/lib/imports/testing/upload";

vi.mock("@/lib/auth/config", async () => (await import("@/lib/crm/testing/session-mock")).authConfigMock);
vi.mock("next/cache", async () => (await import("@/test/next-request-mocks")).nextCacheMock);
vi.mock("next/headers", async () => (await import("@/test/next-request-mocks")).nextHeadersMock);

beforeEach(() => nextRequest.reset());

const CSV = "First Name,Last Name,Email Address,Phone Number,Notes\nAna,Treviño,ana.actions@example.com,(512) 555-0143,hi\n";

async function uploaded(admin: SessionUser) {
  const up = await upload(admin, CSV, { name: "actions.csv" });
  if (!up.ok) throw new Error(up.error);
  return up.importId;
}

describe("the import pages' server actions (real PostgreSQL)", () => {
  it("preview saves the mapping and options; start refuses an incomplete mapping (kept as chosen) and queues a complete one", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const id = await uploaded(admin);
    const columns = ["firstName", "lastName", "email", "", ""];
    const preview = await saveImportMappingAction(IDLE, formData({ importId: id, column: columns, duplicateChoice: "update", fireMetaEvents: "on", intent: "preview" }));
    expect(preview).toMatchObject({ status: "success", message: "Preview updated with this mapping." });
    expect(await db().import.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "uploaded", mapping: ["firstName", "lastName", "email", null, null], duplicateChoice: "update", fireMetaEvents: true, runAutomations: false });
    expect(nextRequest.revalidated).toContain(`/crm/import/${id}`);

    const refused = await saveImportMappingAction(IDLE, formData({ importId: id, column: columns, intent: "start" }));
    expect(refused).toMatchObject({ status: "error", fieldErrors: { column: ["Map a column to Phone (or Mobile phone): every lead needs one, as on the web forms."] } });
    expect((await db().import.findUniqueOrThrow({ where: { id } })).status).toBe("uploaded");

    const started = await saveImportMappingAction(IDLE, formData({ importId: id, column: ["firstName", "lastName", "email", "phone", "notes"], intent: "start" }));
    expect(started).toMatchObject({ status: "success", message: "Import started. You can leave this page: it goes on in the background." });
    expect(await db().import.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "queued", mapping: ["firstName", "lastName", "email", "phone", "notes"] });
    expect(await saveImportMappingAction(IDLE, formData({ importId: id, column: columns, intent: "preview" }))).toMatchObject({ status: "error", message: "This import has already started: its mapping can no longer change." });

    // A queued import cancels at once, with its stored file.
    expect(await cancelImportAction(IDLE, formData({ importId: id }))).toMatchObject({ status: "success", message: "Import cancelled: nothing was written." });
    expect(await db().import.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "cancelled" });
    expect(await db().importFileChunk.count({ where: { importId: id } })).toBe(0);
    expect(await cancelImportAction(IDLE, formData({ importId: id }))).toMatchObject({ status: "error", message: "This import has already finished." });
    expect(await cancelImportAction(IDLE, formData({ importId: 999_999 }))).toMatchObject({ status: "error", message: "That record does not exist or is not yours." });
  });

  it("a field of another kind or a column past the header is dropped; an unknown owner is refused", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const id = await uploaded(admin);
    await saveImportMappingAction(IDLE, formData({ importId: id, column: ["accountName", "lastName", "email", "phone", "notes", "email"], intent: "preview" }));
    expect((await db().import.findUniqueOrThrow({ where: { id } })).mapping).toEqual([null, "lastName", "email", "phone", "notes"]);
    expect(await saveImportMappingAction(IDLE, formData({ importId: id, column: ["firstName"], defaultOwnerId: "999999", intent: "preview" }))).toMatchObject({
      status: "error",
      fieldErrors: { defaultOwnerId: ["Please pick one from the list"] },
    });
  });

  it("discard deletes an upload that never started and opens the import page", async () => {
    const admin = await makeUser("admin");
    signInAs(admin);
    const id = await uploaded(admin);
    await expect(discardImportAction(IDLE, formData({ importId: id }))).rejects.toMatchObject(REDIRECT_TO("/crm/import"));
    expect(await db().import.findUnique({ where: { id } })).toBeNull();
    expect(await db().importFileChunk.count({ where: { importId: id } })).toBe(0);
    expect(await discardImportAction(IDLE, formData({ importId: id }))).toMatchObject({ status: "error" });
  });

  it("signed out, pending or an agent: nothing is saved, started, cancelled or deleted", async () => {
    const admin = await makeUser("admin");
    const id = await uploaded(admin);
    await expectAdminOnly(
      () => saveImportMappingAction(IDLE, formData({ importId: id, column: ["firstName", "lastName", "email", "phone", ""], intent: "start" })),
      () => cancelImportAction(IDLE, formData({ importId: id })),
      () => discardImportAction(IDLE, formData({ importId: id })),
    );
    expect(await db().import.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "uploaded", cancelRequestedAt: null });
  });
});
