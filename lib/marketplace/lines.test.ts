import { describe, expect, it } from "vitest";
import { describeLines, linesNeeded, linesWantedOf } from "@/lib/marketplace/lines";
import { leadSubmissionSchema } from "@/lib/schemas/lead";

describe("the lines a lead needs its buyer to take", () => {
  it("keeps the lines a shopper named only when they are fewer than every line of an 'all' lead", () => {
    expect(linesWantedOf("all", ["home", "auto"])).toEqual(["auto", "home"]);
    expect(linesWantedOf("all", ["life", "home", "auto"])).toEqual([]);
    expect(linesWantedOf("all", undefined)).toEqual([]);
    // A single line's lead type already says it; what else was sent does not widen or narrow it.
    expect(linesWantedOf("home", ["auto"])).toEqual([]);
  });

  it("needs the lines named, else all that the lead type names", () => {
    expect(linesNeeded({ leadType: "all", linesWanted: ["auto", "home"] })).toEqual(["auto", "home"]);
    expect(describeLines(linesNeeded({ leadType: "all", linesWanted: ["home", "auto"] }))).toBe("Auto and home");
    expect(linesNeeded({ leadType: "all", linesWanted: [] })).toEqual(["auto", "home", "life"]);
    expect(linesNeeded({ leadType: "life" })).toEqual(["life"]);
  });

  it("is accepted from a page only as auto, home or life", () => {
    const lead = { fullName: "Priya Shah", email: "priya@example.com", phone: "7135554420", leadType: "all" };
    expect(leadSubmissionSchema.safeParse({ ...lead, lines: ["auto", "home"] }).success).toBe(true);
    const wrong = leadSubmissionSchema.safeParse({ ...lead, lines: ["boat"] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe("Please choose auto, home or life");
  });
});
