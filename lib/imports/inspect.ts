import "server-only";
import { IMPORT_LIMITS } from "@/lib/constants";
import { CsvFileError, CsvStructureError, csvRecords, decodeText, detectDelimiter, findUnclosedQuote, isBlankRecord, peekFirstLine, type CsvRecord, type Delimiter, type Encoding } from "@/lib/imports/csv-file";
import { storedFile } from "@/lib/imports/file-store";

const fmt = (n: number) => n.toLocaleString("en-US");

/** The records of a stored file (the header first), blank lines left out. */
export async function* storedRecords(importId: number, encoding: Encoding, delimiter: Delimiter): AsyncGenerator<CsvRecord> {
  for await (const record of csvRecords(decodeText(storedFile(importId), encoding), delimiter)) {
    if (!isBlankRecord(record.cells)) yield record;
  }
}

export type Inspection = { delimiter: Delimiter; headers: string[]; totalRows: number };

/**
 * Reads a stored file once, streaming: its delimiter (from the header line), its header, and how many
 * rows follow it. Refuses what cannot be imported, with a message that says what to do: no header, no
 * rows, too many columns or rows, a quote that is never closed.
 */
export async function inspectStoredFile(importId: number, encoding: Encoding): Promise<Inspection> {
  const { firstLine, text } = await peekFirstLine(decodeText(storedFile(importId), encoding));
  const delimiter = detectDelimiter(firstLine);
  try {
    return await inspectRecords(csvRecords(text, delimiter), delimiter);
  } catch (e) {
    // Where the quote that swallowed the rest of the file opens: read the file once more for the message.
    if (e instanceof CsvStructureError) throw e.at(await findUnclosedQuote(decodeText(storedFile(importId), encoding), delimiter));
    throw e;
  }
}

async function inspectRecords(records: AsyncIterable<CsvRecord>, delimiter: Delimiter): Promise<Inspection> {
  let headers: string[] | null = null;
  let totalRows = 0;
  for await (const record of records) {
    if (isBlankRecord(record.cells)) continue;
    if (!headers) {
      headers = record.cells.map((h, i) => h.trim() || `Column ${i + 1}`);
      if (headers.length > IMPORT_LIMITS.maxColumns) {
        throw new CsvFileError(`The header has ${fmt(headers.length)} columns; an import takes at most ${fmt(IMPORT_LIMITS.maxColumns)}. Remove the columns you do not need and upload the file again.`);
      }
      continue;
    }
    totalRows++;
    if (totalRows > IMPORT_LIMITS.maxRows) {
      throw new CsvFileError(`The file has more than ${fmt(IMPORT_LIMITS.maxRows)} rows, the most one import takes. Split it into smaller files and import each one.`, 413);
    }
  }
  if (!headers) throw new CsvFileError("The file is empty. Export your records as CSV with a header row (First Name, Last Name, Email…) and upload that.");
  if (totalRows === 0) throw new CsvFileError("The file has a header row but no rows of data under it.");
  return { delimiter, headers, totalRows };
}
