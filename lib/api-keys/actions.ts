"use server";

import { revalidatePath } from "next/cache";
import { recordId } from "@/lib/schemas/record-id";
import { z } from "zod";
import { requireRole } from "@/lib/auth/session";
import { createApiKey, revokeApiKey } from "@/lib/api-keys/api-keys";
import { apiKeyCreateSchema } from "@/lib/schemas/api-key";
import { failed, formValues, invalid, succeeded, type ActionState } from "@/lib/forms/action-state";

/** The /admin/api-keys page's server actions: admins only, checked inside each one; audited by the service. */
const PAGE = "/admin/api-keys";

export type NewKeyState = ActionState & { key?: string };

/** Creates a lead vendor's key; the key itself is in this answer only (only its SHA-256 is stored). */
export async function createApiKeyAction(_prev: NewKeyState, form: FormData): Promise<NewKeyState> {
  const admin = await requireRole("admin");
  const values = formValues(form);
  const parsed = apiKeyCreateSchema.safeParse(values);
  if (!parsed.success) return invalid(parsed.error, values);
  const created = await createApiKey(parsed.data, admin.id);
  revalidatePath(PAGE);
  return succeeded(`Key for ${created.name} created. Copy it now: it will not be shown again.`, { key: created.key });
}

/** Revokes a key at once: the vendor's next request is refused. */
export async function revokeApiKeyAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = z.object({ keyId: recordId() }).safeParse(formValues(form));
  if (!parsed.success || !(await revokeApiKey(parsed.data.keyId, admin.id))) return failed("This key does not exist or was already revoked.");
  revalidatePath(PAGE);
  return succeeded("Key revoked");
}
