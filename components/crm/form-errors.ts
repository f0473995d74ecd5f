import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/client/api";

/**
 * Puts the server's field errors (400 `fieldErrors`) under the matching fields. Returns true when
 * at least one field error was shown.
 */
export function showServerFieldErrors<T extends FieldValues>(e: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(e instanceof ApiError) || e.status !== 400) return false;
  let shown = false;
  for (const [key, messages] of Object.entries(e.fieldErrors)) {
    if (fields.includes(key) && messages[0]) {
      setError(key as Path<T>, { type: "server", message: messages[0] });
      shown = true;
    }
  }
  return shown;
}

/** The server's message for a failure toast's description, or a generic one. */
export function failureDescription(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 404) return "That record no longer exists or is not yours.";
    if (e.serverMessage) return e.serverMessage;
  }
  return "Please check your connection and try again.";
}
