/**
 * Builds `INSERT … SELECT … FROM jsonb_populate_recordset(NULL::<table>, $n)` statements: many
 * rows of a table in one parameter, PostgreSQL casting each JSON value to its column's type
 * (enums, arrays, timestamps, json). Column and table names come from our own code, never from a
 * request; they are still checked and quoted.
 */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function quoteIdent(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return `"${name}"`;
}

/**
 * `INSERT INTO table (cols) SELECT cols FROM jsonb_populate_recordset(NULL::table, $param) …`.
 * A column whose key a row lacks (or holds undefined) stores NULL, not the column default; `extra`
 * adds computed columns, e.g.
 * `{ assignedTo: "(SELECT id FROM agent)" }`.
 */
export function insertFromJson(
  table: string,
  columns: string[],
  param: string,
  opts: { extra?: Record<string, string>; where?: string; suffix?: string } = {},
): string {
  const t = quoteIdent(table);
  const extra = Object.entries(opts.extra ?? {});
  const names = [...columns.map(quoteIdent), ...extra.map(([c]) => quoteIdent(c))].join(", ");
  const values = [...columns.map((c) => `r.${quoteIdent(c)}`), ...extra.map(([, expr]) => expr)].join(", ");
  const where = opts.where ? ` WHERE ${opts.where}` : "";
  return `INSERT INTO ${t} (${names}) SELECT ${values} FROM jsonb_populate_recordset(NULL::${t}, ${param}::jsonb) WITH ORDINALITY AS r${where} ORDER BY r.ordinality ${opts.suffix ?? ""}`.trim();
}
