import { describe, expect, it } from "vitest";
import { checkAddress, isTexasZip, normalizeState, parseAddress, stateOfZip } from "./address";

describe("Texas ZIPs", () => {
  it.each([
    ["74999", false], ["75000", true], ["77002", true], ["79999", true], ["80000", false], ["88499", false],
    ["88500", true], ["88599", true], ["88600", false], ["73301", true], ["73344", true], ["73302", false], ["7800", false],
  ])("isTexasZip(%s) = %s", (zip, expected) => {
    expect(isTexasZip(zip)).toBe(expected);
  });

  it("stateOfZip", () => {
    expect(stateOfZip("90210")).toBe("CA");
    expect(stateOfZip("10001")).toBe("NY");
    expect(stateOfZip("73102")).toBe("OK");
    expect(stateOfZip("73301")).toBe("TX");
    expect(stateOfZip("88001")).toBe("NM");
    expect(stateOfZip("00000")).toBeNull();
  });

  it("normalizeState", () => {
    expect(normalizeState("TX")).toBe("TX");
    expect(normalizeState("texas")).toBe("TX");
    expect(normalizeState("Tex.")).toBe("TX");
    expect(normalizeState("New Mexico")).toBe("NM");
    expect(normalizeState("Tejas")).toBeNull();
  });
});

describe("parseAddress", () => {
  it.each([
    ["4518 Broadway St, San Antonio, TX 78209", { street: "4518 Broadway St", city: "San Antonio", state: "TX", zip: "78209" }],
    ["9801 Westheimer Rd, Suite 302, Houston, TX 77042", { street: "9801 Westheimer Rd", city: "Houston", state: "TX", zip: "77042" }],
    ["Unit 4B, 77 Lamar Blvd, Austin TX 78704", { street: "77 Lamar Blvd", city: "Austin", state: "TX", zip: "78704" }],
    ["PO Box 1487, Tyler, Texas 75710", { street: "PO Box 1487", city: "Tyler", state: "TX", zip: "75710" }],
    ["1600 W 5th St, Austin, TX 78703-1234", { street: "1600 W 5th St", city: "Austin", state: "TX", zip: "78703" }],
    ["350 S Grand Ave, Los Angeles, CA 90071, USA", { street: "350 S Grand Ave", city: "Los Angeles", state: "CA", zip: "90071" }],
    ["San Antonio, TX 78209", { street: "", city: "San Antonio", state: "TX", zip: "78209" }],
    ["123 Oak Ct", { street: "123 Oak Ct", city: "", state: null, zip: null }],
    ["12 Elm St, Washington", { street: "12 Elm St", city: "Washington", state: null, zip: null }],
  ])("%s", (line, expected) => {
    expect(parseAddress({ address: line })).toMatchObject(expected);
  });

  it("separate fields win over the parsed line", () => {
    expect(parseAddress({ address: "4518 Broadway St", city: "San Antonio", state: "Texas", zipCode: "78209-1234" })).toMatchObject({
      street: "4518 Broadway St",
      city: "San Antonio",
      state: "TX",
      zip: "78209",
    });
  });
});

describe("checkAddress", () => {
  it("a complete Texas address earns all 15 points", () => {
    const r = checkAddress({ address: "4518 Broadway St, San Antonio, TX 78209" }, true);
    expect(r.valid).toBe(true);
    expect(r.signals.filter((s) => s.passed).reduce((sum, s) => sum + s.weight, 0)).toBe(15);
    expect(r.caps).toEqual([]);
  });

  it("not required and not given: not applicable", () => {
    const r = checkAddress({}, false);
    expect(r.applicable).toBe(false);
    expect(r.valid).toBe(false);
  });

  it("required but missing or incomplete: capped at 75", () => {
    expect(checkAddress({ address: "n/a" }, true).caps).toEqual([{ id: "address.incomplete", limit: 75, flag: "Address is missing", hardFail: false }]);
    expect(checkAddress({ address: "123 Oak Ct, Austin" }, true).caps.map((c) => c.flag)).toEqual(["Incomplete address (missing ZIP)"]);
    expect(checkAddress({ address: "123 Main St", city: "Austin", zipCode: "78701" }, true).caps.map((c) => c.flag)).toEqual([
      'Incomplete address (placeholder street "123 Main St")',
    ]);
  });

  it("made-up and out-of-state addresses", () => {
    expect(checkAddress({ address: "123 Fake St, Austin, TX 78701" }, true).caps.map((c) => [c.flag, c.limit])).toEqual([['Address looks made up ("fake")', 45]]);
    expect(checkAddress({ address: "asdf" }, true).caps.map((c) => c.limit)).toEqual([45]);
    expect(checkAddress({ address: "123 Aaaa St, Austin, TX 78701" }, true).caps.map((c) => c.flag)).toEqual(['Address looks made up ("aaaa")']);
    expect(checkAddress({ address: "1200 Henry III Blvd, Austin, TX 78701" }, true).caps).toEqual([]);
    const la = checkAddress({ address: "350 S Grand Ave", city: "Los Angeles", state: "CA", zipCode: "90071" }, true);
    expect(la.valid).toBe(true);
    expect(la.caps.map((c) => [c.flag, c.limit])).toEqual([["Address outside Texas (CA 90071)", 79]]);
  });

  it("street abbreviations are not keyboard mash", () => {
    for (const street of ["7715 Harrisburg Blvd", "5800 Tennyson Pkwy", "12000 FM 1960 Rd W", "3651 S Interregional Hwy"]) {
      expect(checkAddress({ address: street, city: "Houston", zipCode: "77012" }, true).caps, street).toEqual([]);
    }
  });
});
