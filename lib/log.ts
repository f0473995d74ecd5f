/**
 * Structured one-line JSON logs. Callers pass ids and outcomes, never e-mails, phones,
 * passwords or tokens (personal data stays out of logs); `redact` masks anything that slips in.
 */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
// US-style phone numbers: optional +1, then 3-3-4 digits with optional separators. Timestamps,
// IPs and ids do not have that shape.
const PHONE = /(?<![\w.:-])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\w.:-])/g;

export function redact(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}

function threshold(): number {
  const level = (process.env.LOG_LEVEL as Level | undefined) ?? "info";
  return ORDER[level] ?? ORDER.info;
}

function write(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < threshold()) return;
  const line = redact(JSON.stringify({ t: new Date().toISOString(), level, event, ...fields }));
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
