import { describe, expect, it } from "vitest";
import { texasCounties, texasZip, texasZipsAmong } from "@/lib/geo/texas-zips";
import { zip5 } from "@/lib/geo/zip5";

describe("Texas ZIP codes (loaded from the dataset package)", () => {
  it("gives a ZIP's county and time zone: Austin is Central, El Paso is Mountain", async () => {
    expect(await texasZip("78701")).toMatchObject({ city: "Austin", county: "Travis", countyFips: "48453", timeZone: "America/Chicago" });
    expect(await texasZip("79901")).toMatchObject({ county: "El Paso", countyFips: "48141", timeZone: "America/Denver" });
    expect(await texasZip("90210")).toBeNull();
  });

  it("lists Texas' 254 counties by name, with Mountain time for El Paso and Hudspeth", async () => {
    const counties = await texasCounties();
    expect(counties.length).toBe(254);
    expect(counties[0]!.name).toBe("Anderson");
    const mountain = counties.filter((c) => c.timeZone === "America/Denver").map((c) => c.name);
    expect(mountain).toEqual(expect.arrayContaining(["El Paso", "Hudspeth"]));
    expect(mountain).not.toContain("Travis");
  });

  it("keeps only Texas ZIPs of a list", async () => {
    expect((await texasZipsAmong(["78701", "10001", "77002", "00000"])).map((z) => z.zip)).toEqual(["77002", "78701"]);
  });

  it("reads the five digits of what a person typed", () => {
    expect(zip5(" 78701 ")).toBe("78701");
    expect(zip5("78701-1234")).toBe("78701");
    expect(zip5("7870")).toBeNull();
    expect(zip5("abcde")).toBeNull();
    expect(zip5(null)).toBeNull();
  });
});
