import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, recordIdParam } from "@/lib/schemas/record-id";

describe("a record id from an address", () => {
  it("takes a whole number from 1 to the column's largest; anything else is no record (404)", () => {
    expect(recordIdParam("12")).toBe(12);
    expect(recordIdParam(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const raw of ["0", "-3", "abc", "1e3", "12.0", " 5", "0x10", String(MAX_RECORD_ID + 1), "99999999999999999999"]) expect(recordIdParam(raw), raw).toBeNull();
  });
});
