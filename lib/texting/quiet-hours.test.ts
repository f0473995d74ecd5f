import { describe, expect, it } from "vitest";
import { mayTextAt, nextTextingTime, waitingLabel } from "@/lib/texting/quiet-hours";
import { instantIn } from "@/lib/texting/zoned-time";
import { zoneOfAreaCode } from "@/lib/texting/area-codes";
import { CONTINENTAL_ZONES, zonesOf } from "@/lib/texting/recipient-zone";

const C = "America/Chicago";
const M = "America/Denver";
// 2026-12-05 is a Saturday, 12-06 a Sunday, 12-04 a Friday.
const at = (zone: string, d: number, hh: number, mm = 0) => instantIn(zone, 2026, 12, d, hh * 60 + mm);

describe("the law's hours in the recipient's time", () => {
  it("Texas: Monday–Saturday 9:00–21:00, Sunday from noon; the last minute is never used", () => {
    expect(mayTextAt(at(C, 4, 8, 59), [C], "texas")).toBe(false);
    expect(mayTextAt(at(C, 4, 9, 0), [C], "texas")).toBe(true);
    expect(mayTextAt(at(C, 4, 20, 55), [C], "texas")).toBe(true);
    expect(mayTextAt(at(C, 4, 20, 59), [C], "texas")).toBe(false);
    expect(mayTextAt(at(C, 4, 21, 0), [C], "texas")).toBe(false);
    expect(mayTextAt(at(C, 6, 10, 0), [C], "texas")).toBe(false);
    expect(mayTextAt(at(C, 6, 12, 0), [C], "texas")).toBe(true);
    expect(mayTextAt(at(C, 5, 9, 30), [C], "texas")).toBe(true);
  });

  it("waits for the next allowed minute: Friday night → Saturday 9:00, Saturday night → Sunday noon, Sunday morning → noon", () => {
    expect(nextTextingTime(at(C, 4, 21, 30), [C], "texas")).toEqual(at(C, 5, 9, 0));
    expect(nextTextingTime(at(C, 5, 20, 59), [C], "texas")).toEqual(at(C, 6, 12, 0));
    expect(nextTextingTime(at(C, 6, 7, 15), [C], "texas")).toEqual(at(C, 6, 12, 0));
    expect(nextTextingTime(at(C, 6, 23, 0), [C], "texas")).toEqual(at(C, 7, 9, 0));
    const inside = at(C, 4, 14, 3);
    expect(nextTextingTime(inside, [C], "texas")).toBe(inside);
  });

  it("El Paso is an hour behind: 9:30 in Austin is 8:30 in El Paso", () => {
    expect(mayTextAt(at(C, 4, 9, 30), [M], "texas")).toBe(false);
    expect(nextTextingTime(at(C, 4, 9, 30), [M], "texas")).toEqual(at(M, 4, 9, 0));
    expect(mayTextAt(at(C, 4, 21, 30), [M], "texas")).toBe(true);
  });

  it("a ZIP across the Central/Mountain line texts only when both allow it (10:00–21:00 Central)", () => {
    expect(nextTextingTime(at(C, 4, 7, 0), [C, M], "texas")).toEqual(at(C, 4, 10, 0));
    expect(nextTextingTime(at(C, 6, 7, 0), [C, M], "texas")).toEqual(at(C, 6, 13, 0));
    expect(mayTextAt(at(C, 4, 20, 30), [C, M], "texas")).toBe(true);
  });

  it("the federal rule (an agency's choice): 8:00–21:00 every day, Sunday included", () => {
    expect(mayTextAt(at(C, 6, 8, 0), [C], "federal")).toBe(true);
    expect(nextTextingTime(at(C, 6, 6, 0), [C], "federal")).toEqual(at(C, 6, 8, 0));
  });

  it("across the spring-forward night the next 9:00 is still 9:00 local", () => {
    const saturday = instantIn(C, 2027, 3, 13, 22 * 60);
    expect(nextTextingTime(saturday, [C], "texas")).toEqual(instantIn(C, 2027, 3, 14, 12 * 60));
    expect(nextTextingTime(instantIn(C, 2027, 3, 14, 22 * 60), [C], "texas").toISOString()).toBe("2027-03-15T14:00:00.000Z");
  });

  it("says what it waits for, in the recipient's time and the rule's name", () => {
    expect(waitingLabel(at(C, 5, 9, 0), [C], "texas")).toBe("waiting for 9:00 a.m. (recipient's time, Texas law)");
    expect(waitingLabel(at(C, 6, 12, 0), [C], "texas")).toBe("waiting for 12:00 p.m. (recipient's time, Texas law)");
    expect(waitingLabel(at(M, 5, 8, 0), [M], "federal")).toBe("waiting for 8:00 a.m. (recipient's time, federal rule)");
  });

  it("falls back to the area code: 915 is Mountain, other Texas codes Central, elsewhere unknown", () => {
    expect(zoneOfAreaCode("+19155550123")).toBe(M);
    expect(zoneOfAreaCode("+14325550123")).toBe(C);
    expect(zoneOfAreaCode("+17135550123")).toBe(C);
    expect(zoneOfAreaCode("+12125550123")).toBeNull();
    expect(zoneOfAreaCode(null)).toBeNull();
  });

  it("a person outside Texas (a ZIP code outside it, or a number from elsewhere without a Texas ZIP) is texted only when every continental zone allows it", () => {
    const everywhere = [...CONTINENTAL_ZONES];
    expect(zonesOf(null, "+12125550123")).toEqual({ zones: everywhere, source: "outside_texas" });
    expect(zonesOf(null, "+17135550123", true)).toEqual({ zones: everywhere, source: "outside_texas" });
    expect(zonesOf(null, "+17135550123")).toEqual({ zones: [C], source: "area_code" });
    expect(zonesOf(null, "+18085550123")).toEqual({ zones: ["Pacific/Honolulu"], source: "area_code" });
    // A Miami ZIP with a Hawaii number: wherever they are, the hours must hold in both.
    expect(zonesOf(null, "+18085550123", true)).toEqual({ zones: [...everywhere, "Pacific/Honolulu"], source: "outside_texas" });
    expect(zonesOf(null, null)).toEqual({ zones: [C], source: "agency" });
    // Friday 10:30 a.m. Central is 8:30 a.m. Pacific: it waits for 9:00 Pacific (11:00 Central).
    expect(mayTextAt(at(C, 4, 10, 30), everywhere, "texas")).toBe(false);
    expect(nextTextingTime(at(C, 4, 10, 30), everywhere, "texas")).toEqual(at(C, 4, 11, 0));
    expect(waitingLabel(at(C, 4, 11, 0), everywhere, "texas")).toBe("waiting for 9:00 a.m. (recipient's time, Texas law)");
    // 8:00 p.m. Central is 9:00 p.m. Eastern: closed in the East, so Saturday 9:00 a.m. Pacific.
    expect(mayTextAt(at(C, 4, 19, 30), everywhere, "texas")).toBe(true);
    expect(mayTextAt(at(C, 4, 20, 0), everywhere, "texas")).toBe(false);
    expect(nextTextingTime(at(C, 4, 20, 0), everywhere, "texas")).toEqual(at(C, 5, 11, 0));
  });
});
