/**
 * The browser's JSON client (public-site.md §7–8): JSON content type, session cookie included,
 * and a non-success answer raises an error whose message is "<status>: <body or status text>".
 * The parsed body is kept so forms can show the server's own message and field errors.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server's `error` text when it sent one. */
  get serverMessage(): string | undefined {
    const b = this.body as { error?: unknown } | null;
    return typeof b?.error === "string" ? b.error : undefined;
  }

  get fieldErrors(): Record<string, string[]> {
    const b = this.body as { fieldErrors?: Record<string, string[]> } | null;
    return b?.fieldErrors ?? {};
  }
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) throw new ApiError(res.status, parsed, `${res.status}: ${text || res.statusText}`);
  return parsed as T;
}
