import "server-only";
import { CrmNotFoundError, CrmValidationError } from "@/lib/crm/errors";
import { failed, type ActionState } from "@/lib/forms/action-state";

/** What an action answers for a record that does not exist or that the user may not see. */
export const NOT_YOURS = "That record does not exist or is not yours.";

/**
 * A domain service's refusal as a form's answer: a business rule becomes field errors (like a 400), a
 * record the user may not see becomes "not found" (like the routes' 404: it is never told apart from one
 * that does not exist). Anything else is a real failure and is rethrown.
 */
export function actionErrorOf(e: unknown, values?: Record<string, string | string[]>): ActionState {
  if (e instanceof CrmValidationError) return failed(e.message, { fieldErrors: e.fieldErrors, values });
  if (e instanceof CrmNotFoundError) return failed(NOT_YOURS, { values });
  throw e;
}
