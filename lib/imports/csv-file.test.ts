import { describe, expect, it } from "vitest";
import { binaryReason, csvRecords, findUnclosedQuote, decodeText, detectDelimiter, encodingOf, isBlankRecord, Utf8Check, CsvFileError, type Encoding } from "@/lib/imports/csv-file";

/** Bytes as they arrive over the network: in pieces of `size`, so multi-byte characters may be split. */
async function* pieces(bytes: Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function records(bytes: Uint8Array, encoding: Encoding, delimiter: "," | ";" | "\t" = ",") {
  const out: { line: number; cells: string[] }[] = [];
  for await (const r of csvRecords(decodeText(pieces(bytes), encoding), delimiter)) out.push(r);
  return out;
}

function check(bytes: Uint8Array): Encoding {
  const utf8 = new Utf8Check();
  for (let i = 0; i < bytes.length; i += 5) utf8.push(bytes.subarray(i, i + 5));
  utf8.push(new Uint8Array(0), true);
  return encodingOf(bytes.subarray(0, 4), utf8.valid);
}

describe("reading an uploaded CSV", () => {
  it("UTF-8 with and without BOM, and Windows-1252, all keep Treviño", async () => {
    const text = "First Name,Last Name\r\nAna,Treviño\r\n";
    const plain = new TextEncoder().encode(text);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    const cp1252 = Uint8Array.from(Buffer.from(text, "latin1")); // ñ is 0xF1 in both Latin-1 and Windows-1252
    expect(check(plain)).toBe("utf-8");
    expect(check(bom)).toBe("utf-8");
    expect(check(cp1252)).toBe("windows-1252");
    for (const [bytes, enc] of [[plain, "utf-8"], [bom, "utf-8"], [cp1252, "windows-1252"]] as const) {
      const rows = await records(bytes, enc);
      expect(rows.map((r) => r.cells)).toEqual([["First Name", "Last Name"], ["Ana", "Treviño"]]);
    }
    // Windows-1252 is not Latin-1: € and curly quotes live in 0x80–0x9F.
    const smart = Uint8Array.from([0x93, 0x4f, 0x4b, 0x94, 0x2c, 0x80, 0x35, 0x0a]);
    expect((await records(smart, "windows-1252"))[0]!.cells).toEqual(["\u201cOK\u201d", "€5"]);
  });

  it("UTF-16 with a BOM (Excel's Unicode text) is read too", async () => {
    const body = Buffer.from("Name\tEmail\nAna Treviño\tana@example.com\n", "utf16le");
    const bytes = new Uint8Array([0xff, 0xfe, ...body]);
    expect(encodingOf(bytes, false)).toBe("utf-16le");
    expect(binaryReason(bytes)).toBeNull();
    expect((await records(bytes, "utf-16le", "\t"))[1]!.cells).toEqual(["Ana Treviño", "ana@example.com"]);
  });

  it("detects comma, semicolon or tab from the header line, ignoring delimiters inside quotes", () => {
    expect(detectDelimiter("First Name,Last Name,Email")).toBe(",");
    expect(detectDelimiter("Vorname;Nachname;E-Mail")).toBe(";");
    expect(detectDelimiter('"Name, full";Email;Phone')).toBe(";");
    expect(detectDelimiter("Name\tEmail")).toBe("\t");
    expect(detectDelimiter("Email")).toBe(",");
  });

  it("quoted fields with newlines are one record; each record knows the line it starts on; mixed line endings", async () => {
    const csv = 'Name,Notes\r\nAna,"first line\nsecond line"\nBen,plain\r\n\r\nCara,"she said ""hi"""\nDan,5" roof\n';
    const rows = await records(new TextEncoder().encode(csv), "utf-8");
    expect(rows.filter((r) => !isBlankRecord(r.cells))).toEqual([
      { line: 1, cells: ["Name", "Notes"] },
      { line: 2, cells: ["Ana", "first line\nsecond line"] },
      { line: 4, cells: ["Ben", "plain"] },
      { line: 6, cells: ["Cara", 'she said "hi"'] },
      { line: 7, cells: ["Dan", '5" roof'] },
    ]);
  });

  it("a row with 400 columns is read whole (the import then refuses that row alone)", async () => {
    const wide = Array.from({ length: 400 }, (_, i) => `v${i}`).join(",");
    const rows = await records(new TextEncoder().encode(`a,b,c\n1,2,3\n${wide}\n4,5,6\n`), "utf-8");
    expect(rows.map((r) => r.cells.length)).toEqual([3, 3, 400, 3]);
    expect(rows[3]).toEqual({ line: 4, cells: ["4", "5", "6"] });
  });

  it("a quote never closed is a clear error; the line where it opens is found for the message", async () => {
    const csv = 'Name,Notes\r\nAna,"ok ""quoted"" and\nclosed"\nBen,5" roof\nCara,"never closed\nDan,y\n';
    await expect(records(new TextEncoder().encode(csv), "utf-8")).rejects.toThrow(CsvFileError);
    await expect(records(new TextEncoder().encode(csv), "utf-8")).rejects.toThrow(/^a quoted field is never closed/);
    async function* once() {
      yield csv;
    }
    expect(await findUnclosedQuote(once(), ",")).toBe(5);
    async function* fine() {
      yield 'a,b\n"x\ny",z\n';
    }
    expect(await findUnclosedQuote(fine(), ",")).toBeNull();
  });

  it("refuses binary files named .csv: a workbook, a PDF, bytes no text has", () => {
    expect(binaryReason(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(/looks like an Excel workbook/);
    expect(binaryReason(new TextEncoder().encode("%PDF-1.7\n..."))).toMatch(/looks like a PDF/);
    expect(binaryReason(Uint8Array.from([0x41, 0x00, 0x42, 0x43]))).toMatch(/contains binary data/);
    expect(binaryReason(new TextEncoder().encode("Name,Email\nAna,ana@example.com\n"))).toBeNull();
  });
});
