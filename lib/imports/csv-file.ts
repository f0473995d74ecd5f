import { Readable } from "node:stream";
import { parse, CsvError } from "csv-parse";
import { IMPORT_LIMITS } from "@/lib/constants";

/**
 * Reading an uploaded CSV without holding it in memory: the encoding and delimiter are detected, the
 * bytes are decoded as they stream, and csv-parse (a maintained streaming parser) turns them into
 * records one at a time, each with the line of the file where it starts.
 */
export type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
export type Delimiter = "," | ";" | "\t";
export type CsvRecord = { line: number; cells: string[] };

/** A problem with the file as a whole: nothing is imported, and the message says what to fix. */
export class CsvFileError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = "CsvFileError";
  }
}

const BOMS: { bytes: number[]; encoding: Encoding }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: "utf-8" },
  { bytes: [0xff, 0xfe], encoding: "utf-16le" },
  { bytes: [0xfe, 0xff], encoding: "utf-16be" },
];

/** The byte-order mark at the start of the file, if any (Excel writes one for "CSV UTF-8" and "Unicode text"). */
export function sniffBom(head: Uint8Array): { encoding: Encoding; length: number } | null {
  for (const bom of BOMS) {
    if (bom.bytes.every((b, i) => head[i] === b)) return { encoding: bom.encoding, length: bom.bytes.length };
  }
  return null;
}

const SIGNATURES: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: "an Excel workbook or another zip archive" },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: "an old Excel (.xls) or Office file" },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: "a PDF" },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: "a PNG image" },
  { bytes: [0xff, 0xd8, 0xff], what: "a JPEG image" },
  { bytes: [0x1f, 0x8b], what: "a gzip archive" },
];

/**
 * Why the start of a file is not CSV text (a workbook, a PDF, an image, or bytes no text has), or
 * null. `head` is the first piece of the file (up to 64 kB is plenty).
 */
export function binaryReason(head: Uint8Array): string | null {
  for (const sig of SIGNATURES) {
    if (sig.bytes.every((b, i) => head[i] === b)) return `This file is not a CSV text file: it looks like ${sig.what}. Save it as CSV (comma or semicolon separated) and upload that.`;
  }
  const bom = sniffBom(head);
  if (bom?.encoding === "utf-16le" || bom?.encoding === "utf-16be") return null;
  let controls = 0;
  const n = Math.min(head.length, 64 * 1024);
  for (let i = 0; i < n; i++) {
    const b = head[i]!;
    if (b === 0) return "This file is not a CSV text file: it contains binary data. Save it as CSV (comma or semicolon separated) and upload that.";
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) controls++;
  }
  if (n > 0 && controls / n > 0.01) return "This file is not a CSV text file: it contains binary data. Save it as CSV (comma or semicolon separated) and upload that.";
  return null;
}

/**
 * Checks the bytes of a file as they arrive: is it valid UTF-8 (else it is read as Windows-1252, what
 * Excel on Windows writes for "CSV (Comma delimited)")? A fatal streaming decoder sees a sequence split
 * across two pieces as one.
 */
export class Utf8Check {
  private decoder = new TextDecoder("utf-8", { fatal: true });
  valid = true;
  push(bytes: Uint8Array, last = false): void {
    if (!this.valid) return;
    try {
      this.decoder.decode(bytes, { stream: !last });
    } catch {
      this.valid = false;
    }
  }
}

/** The encoding of a file from its BOM and whether its bytes were valid UTF-8. */
export function encodingOf(head: Uint8Array, validUtf8: boolean): Encoding {
  return sniffBom(head)?.encoding ?? (validUtf8 ? "utf-8" : "windows-1252");
}

/** The delimiter of the header line: the most frequent of comma, semicolon and tab outside quotes. */
export function detectDelimiter(firstLine: string): Delimiter {
  const counts: Record<Delimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) counts[ch]++;
  }
  const best = (Object.keys(counts) as Delimiter[]).sort((a, b) => counts[b] - counts[a])[0]!;
  return counts[best] > 0 ? best : ",";
}

/** Decodes a stream of bytes in the given encoding (a BOM is dropped), piece by piece. */
export async function* decodeText(bytes: AsyncIterable<Uint8Array>, encoding: Encoding): AsyncGenerator<string> {
  // TextDecoder drops the BOM of its own encoding (ignoreBOM: false, the default).
  const decoder = new TextDecoder(encoding);
  for await (const piece of bytes) {
    const text = decoder.decode(piece, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The first line of a text stream (for the delimiter), and the stream again with nothing consumed. */
export async function peekFirstLine(text: AsyncIterable<string>): Promise<{ firstLine: string; text: AsyncIterable<string> }> {
  const it = text[Symbol.asyncIterator]();
  const seen: string[] = [];
  let joined = "";
  for (;;) {
    const { value, done } = await it.next();
    if (done) break;
    seen.push(value);
    joined += value;
    if (/[\r\n]/.test(joined) || joined.length > 64 * 1024) break;
  }
  const firstLine = joined.split(/\r\n|\n|\r/, 1)[0] ?? "";
  async function* again(): AsyncGenerator<string> {
    yield* seen;
    for (;;) {
      const { value, done } = await it.next();
      if (done) return;
      yield value;
    }
  }
  return { firstLine, text: again() };
}

/** csv-parse's error as a sentence about the user's file; `line` is where the record being read starts, when known. */
function parseErrorMessage(e: CsvError, line: number | null): string {
  const at = line ? `Line ${line}: ` : "";
  switch (e.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return `${at}a quoted field is never closed, so the rest of the file would be read as one cell. Check the quotes on that line.`;
    case "CSV_MAX_RECORD_SIZE":
      return `${at}one row is longer than ${IMPORT_LIMITS.maxRecordBytes / (1024 * 1024)} MB, usually an unclosed quote that swallowed the rows after it. Check the quotes on that line.`;
    default:
      return `${at}the file could not be read as CSV (${e.message.replace(/\s*at line \d+.*$/is, "")}).`;
  }
}

/** A CSV error whose line is not known yet (see findUnclosedQuote): `kind` says which. */
export class CsvStructureError extends CsvFileError {
  constructor(
    readonly kind: "unclosed-quote" | "record-too-long" | "other",
    readonly cause: CsvError,
  ) {
    super(parseErrorMessage(cause, null));
    this.name = "CsvStructureError";
  }
  at(line: number | null): CsvFileError {
    return new CsvFileError(parseErrorMessage(this.cause, line));
  }
}

const LINE_BREAK = /\r\n|\n|\r/g;
/** Line breaks inside a record's cells (quoted newlines): the record spans that many more lines. */
function breaksIn(cells: string[]): number {
  let n = 0;
  for (const c of cells) if (c.includes("\n") || c.includes("\r")) n += c.match(LINE_BREAK)?.length ?? 0;
  return n;
}

/**
 * The records of a CSV text stream, one at a time, with the line each starts on (the header is line
 * 1). Rows may have fewer or more cells than the header (the caller decides); mixed line endings and
 * quoted fields with newlines are read as one record; a quote inside an unquoted cell is kept. Blank
 * lines come as records of one empty cell, so every line break between records is one line.
 * (csv-parse's own per-record line info costs more than the rest of the parse; counting the line
 * breaks inside cells gives the same numbers.)
 */
export async function* csvRecords(text: AsyncIterable<string>, delimiter: Delimiter): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: IMPORT_LIMITS.maxRecordBytes,
  });
  const source = Readable.from(text, { objectMode: false });
  source.on("error", (e) => parser.destroy(e));
  source.pipe(parser);
  let line = 1;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      yield { line, cells };
      line += 1 + breaksIn(cells);
    }
  } catch (e) {
    if (e instanceof CsvError) {
      throw new CsvStructureError(e.code === "CSV_QUOTE_NOT_CLOSED" ? "unclosed-quote" : e.code === "CSV_MAX_RECORD_SIZE" ? "record-too-long" : "other", e);
    }
    throw e;
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}

/**
 * The line where the last quoted field that is never closed opens (for the error message only: the
 * parse itself is csv-parse's). A quote opens a quoted field only at the start of a cell, as csv-parse
 * reads it with relax_quotes; a doubled quote inside one is an escaped quote.
 */
export async function findUnclosedQuote(text: AsyncIterable<string>, delimiter: Delimiter): Promise<number | null> {
  let line = 1;
  let quoted = false;
  let openedAt: number | null = null;
  let atCellStart = true;
  let pendingQuote = false;
  let previousCr = false;
  for await (const piece of text) {
    for (let i = 0; i < piece.length; i++) {
      const ch = piece[i]!;
      const isBreak = ch === "\n" ? !previousCr : ch === "\r";
      previousCr = ch === "\r";
      if (isBreak) line++;
      if (quoted) {
        if (pendingQuote) {
          pendingQuote = false;
          if (ch === '"') continue; // an escaped quote
          quoted = false; // the quote before closed the field
        } else if (ch === '"') {
          pendingQuote = true;
          continue;
        } else continue;
      }
      if (ch === '"' && atCellStart) {
        quoted = true;
        openedAt = line;
        atCellStart = false;
      } else atCellStart = ch === delimiter || ch === "\n" || ch === "\r";
    }
  }
  return quoted && !pendingQuote ? openedAt : null;
}

/** A record whose cells are all empty (a blank line, or only delimiters): skipped, never an error. */
export function isBlankRecord(cells: string[]): boolean {
  return cells.every((c) => c.trim() === "");
}
