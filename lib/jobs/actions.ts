"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/lib/auth/session";
import { recordAudit } from "@/lib/audit/record";
import { retryJob } from "@/lib/jobs/failed-jobs";
import { failed, formValues, succeeded, type ActionState } from "@/lib/forms/action-state";

/** The /admin/jobs page's server action: admins only, checked inside. */
const PAGE = "/admin/jobs";

/** Runs a failed background job again now, with its attempts reset; audited. */
export async function retryJobAction(_prev: ActionState, form: FormData): Promise<ActionState> {
  const admin = await requireRole("admin");
  const parsed = z.object({ jobId: z.string().regex(/^\d{1,18}$/) }).safeParse(formValues(form));
  if (!parsed.success || !(await retryJob(parsed.data.jobId))) return failed("This job does not exist any more (it may have run already).");
  await recordAudit({ actorId: admin.id, action: "job.retry", entity: "job", entityId: parsed.data.jobId });
  revalidatePath(PAGE);
  return succeeded("Job scheduled to run now");
}
