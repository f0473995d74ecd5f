import { describe, expect, it } from "vitest";
import { fieldError, invalid } from "@/lib/forms/action-state";
import { buyerSetupSchema } from "@/lib/schemas/buyer-setup";

const setup = { licenseNumber: "2345678", agencyName: "Bluebonnet Insurance", lines: ["home"], territory: "zips", workDays: ["1", "2"], workStart: "08:00", workEnd: "18:00", pushMethod: "none" };

describe("a form's field errors", () => {
  it("show a list's item errors under the list (a malformed ZIP code under ZIP codes)", () => {
    const parsed = buyerSetupSchema.safeParse({ ...setup, zips: "78028, abcde" });
    expect(parsed.success).toBe(false);
    const state = invalid(parsed.error!);
    expect(state.fieldErrors).toHaveProperty(["zips.1"]);
    expect(fieldError(state, "zips")).toBe("ZIP codes are five digits, like 78701");
    // A field's own error comes first; other fields' errors never leak in.
    expect(fieldError(invalid(buyerSetupSchema.safeParse({ ...setup, zips: "" }).error!), "zips")).toBe("Enter at least one Texas ZIP code");
    expect(fieldError(state, "zip")).toBeUndefined();
    expect(fieldError(state, "licenseNumber")).toBeUndefined();
  });
});
