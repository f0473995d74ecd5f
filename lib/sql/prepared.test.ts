import { describe, expect, it } from "vitest";
import { plannedPerCall, prepared, statementName } from "@/lib/sql/prepared";

describe("prepared", () => {
  it("names a text by its content: the same text the same name, another text another name", () => {
    const a = prepared("SELECT 1 AS a WHERE $1::int > 0", [1]);
    const again = prepared("SELECT 1 AS a WHERE $1::int > 0", [2]);
    const b = prepared("SELECT 2 AS b WHERE $1::int > 0", [1]);
    expect(a.name).toMatch(/^q_[0-9a-f]{20}$/);
    expect(again.name).toBe(a.name);
    expect(again.values).toEqual([2]);
    expect(b.name).not.toBe(a.name);
  });

  it("never names a statement planned per call", () => {
    const text = plannedPerCall("SELECT 3 AS c WHERE $1::int > 0 /* per call */");
    expect(statementName(text)).toBeUndefined();
    expect(prepared(text, [1])).toEqual({ text, values: [1] });
  });

  it("stops naming new texts past its limit (texts built from data must not fill every connection)", () => {
    const results = Array.from({ length: 250 }, (_, i) => prepared(`SELECT ${i} AS n /* limit test */`, []));
    expect(results.some((r) => r.name === undefined)).toBe(true);
    expect(results.filter((r) => r.name !== undefined).length).toBeLessThanOrEqual(200);
    // A text named before the limit keeps its name.
    expect(prepared("SELECT 1 AS a WHERE $1::int > 0", [3]).name).toMatch(/^q_/);
  });
});
