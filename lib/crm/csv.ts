/**
 * CSV per RFC 4180: fields with a comma, quote, CR or LF are quoted and quotes doubled. Cells that
 * a spreadsheet would run as a formula (starting with = + - @, or a tab/CR) get a leading single
 * quote first (OWASP "CSV injection"), so a lead named "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

/**
 * Streams a CSV built from pages of rows (`nextPage` returns [] when done), so an export of
 * 100,000 leads holds one page in memory at a time. Starts with a UTF-8 BOM for Excel.
 */
export function csvStream<T>(columns: CsvColumn<T>[], pages: AsyncIterable<T[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode("\uFEFF" + csvRow(columns.map((c) => c.header))));
        return;
      }
      const { value, done } = await iterator.next();
      if (done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(value.map((row) => csvRow(columns.map((c) => c.value(row)))).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export function csvResponse(filename: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
