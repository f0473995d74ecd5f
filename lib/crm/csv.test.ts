import { describe, expect, it } from "vitest";
import { csvCell, csvRow, csvStream } from "@/lib/crm/csv";

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Austin, TX")).toBe('"Austin, TX"');
    expect(csvCell('The "Best" Agency')).toBe('"The ""Best"" Agency"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
  });

  it("guards cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1 512 555 0100")).toBe("'+1 512 555 0100");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes empty cells for null, ISO times for dates, and joins lists", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-11-22T15:04:05Z"))).toBe("2026-11-22T15:04:05.000Z");
    expect(csvCell(["vip", "bundle"])).toBe("vip; bundle");
    expect(csvCell(42)).toBe("42");
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});

describe("csvStream", () => {
  it("streams a BOM, the header and every page in order", async () => {
    async function* pages() {
      yield [{ n: 1 }, { n: 2 }];
      yield [{ n: 3 }];
    }
    const bytes = await new Response(csvStream([{ header: "N", value: (r: { n: number }) => r.n }], pages())).arrayBuffer();
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text).toBe("\uFEFFN\r\n1\r\n2\r\n3\r\n");
  });
});
