import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, recordId, recordIdParam } from "@/lib/schemas/record-id";
import { assignUnsoldSchema, leadReturnSchema } from "@/lib/schemas/lead-return";
import { manualTextSchema } from "@/lib/schemas/texting";

/** An id past PostgreSQL's integer range reached the database before, which answered a 500. */
describe("record ids from forms", () => {
  it("accepts 1 to the largest integer PostgreSQL holds, and refuses 0, fractions, text and anything larger", () => {
    expect(recordId().parse("1")).toBe(1);
    expect(recordId().parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const bad of ["0", "-4", "1.5", "abc", String(MAX_RECORD_ID + 1), "3000000000", "1e30"]) {
      expect(recordId().safeParse(bad).success, bad).toBe(false);
    }
  });

  it("the buyer's return, the admin's assignment and a text answer an oversized id with a field error", () => {
    const ret = leadReturnSchema.safeParse({ leadId: "3000000000", reason: "fake" });
    expect(ret.success).toBe(false);
    expect(ret.error?.issues[0]?.path).toEqual(["leadId"]);
    const assign = assignUnsoldSchema.safeParse({ leadId: "12", buyerId: "3000000000", reason: "Make-good" });
    expect(assign.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["buyerId", "Choose a buyer"]]);
    const text = manualTextSchema.safeParse({ leadId: "12", body: "Hello", templateId: "3000000000", token: "abcdefgh12" });
    expect(text.error?.issues.map((i) => i.path.join("."))).toEqual(["templateId"]);
  });
});

describe("a record id from an address", () => {
  it("takes a whole number from 1 to the column's largest; anything else is no record (404)", () => {
    expect(recordIdParam("12")).toBe(12);
    expect(recordIdParam(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const raw of ["0", "-3", "abc", "1e3", "12.0", " 5", "0x10", String(MAX_RECORD_ID + 1), "99999999999999999999"]) expect(recordIdParam(raw), raw).toBeNull();
  });
});
