import { ApiError } from "@/lib/client/api";

/**
 * What went wrong with a form submission, for choosing the toast: the server answered with an
 * error ("server", with its own message when it sent one), or the request never got an answer
 * ("network": offline, DNS, connection reset).
 */
export type SubmitFailure = { kind: "server"; status: number; message?: string } | { kind: "network" };

export function describeSubmitFailure(error: unknown): SubmitFailure {
  if (error instanceof ApiError) return { kind: "server", status: error.status, message: error.serverMessage };
  return { kind: "network" };
}
