import type { z } from "zod";

/** JSON answers with the shapes the spec's clients read ({success, error, ...}). */
export function json(body: unknown, init?: number | ResponseInit): Response {
  const base: ResponseInit = typeof init === "number" ? { status: init } : (init ?? {});
  const headers = new Headers(base.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...base, headers });
}

export type FieldErrors = Record<string, string[]>;

/** Field errors keyed by the dotted path, each with the schema's own messages. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function validationError(error: z.ZodError): Response {
  const fieldErrors = fieldErrorsOf(error);
  const first = error.issues[0]?.message ?? "Invalid input";
  return json({ success: false, error: first, fieldErrors }, 400);
}

export function errorResponse(status: number, error: string, headers?: HeadersInit): Response {
  return json({ success: false, error }, { status, headers });
}

export const unauthorized = () => errorResponse(401, "Not signed in");
export const forbidden = () => errorResponse(403, "You do not have access to this resource");
export const notFound = () => errorResponse(404, "Not found");
