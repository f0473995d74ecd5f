"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { failed, formValues, succeeded, type ActionState } from "@/lib/forms/action-state";
import { runIntegrationTest } from "@/lib/setup/run-test";

const PAGE = "/admin";
const testSchema = z.object({ integration: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/**
 * /admin's Test button: admins only, a few per minute, audited; one real, harmless call with the
 * configured credentials. The answer is stored, so the row stays true after a reload.
 */
export async function testIntegrationAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = testSchema.safeParse(formValues(form));
  if (!parsed.success) return failed("This integration has no test.");
  const { email } = (await db().user.findUnique({ where: { id: admin.id }, select: { email: true } })) ?? { email: null };
  const result = await runIntegrationTest(parsed.data.integration, { admin: { id: admin.id, username: admin.username, email } });
  switch (result.status) {
    case "unknown":
      return failed("This integration has no test.");
    case "limited":
      return failed(`Too many tests of this integration: try again in ${result.retryAfterSeconds} seconds.`);
    case "precondition":
      return failed(result.message);
    case "done":
      revalidatePath(PAGE);
      return result.outcome.ok ? succeeded(`Working: ${result.outcome.message}`) : failed(`Failing: ${result.outcome.message}`);
  }
}
