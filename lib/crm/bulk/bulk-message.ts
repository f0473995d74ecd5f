import type { ActionState } from "@/lib/forms/action-state";
import type { BulkOutcome } from "@/lib/crm/bulk/bulk-job";

/** A bulk action's answer: the message, the job to follow (above 1,000 rows), the ids Undo restores. */
export type BulkActionState = ActionState & { jobId?: number | null; undo?: string };

const count = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;

const DONE: Record<string, string> = {
  assign: "assigned",
  status: "moved to the new status",
  tag_add: "tagged",
  tag_remove: "untagged",
  delete: "deleted",
  restore: "restored",
  text: "texted (outside the hours the law allows, scheduled for their next allowed minute)",
};

/** "12 leads assigned.", "3 accounts deleted. 2 skipped (not yours, or already so).", "Working on 5,000 leads…". */
export function bulkMessage(noun: "lead" | "account", o: BulkOutcome): string {
  if (o.jobId) return `Working on ${count(o.total, noun)} in the background: the progress shows here.`;
  // Rows in scope that did not change (already so) plus rows refused.
  const skipped = Math.max(0, o.total - o.affected.length) + o.skipped;
  const done = `${count(o.affected.length, noun)} ${DONE[o.action] ?? "changed"}.`;
  if (skipped > 0 && o.action === "text") return `${done} ${skipped.toLocaleString("en-US")} not texted (opted out, no consent to automated texts, no mobile number, already texted today, or not yours).`;
  return skipped > 0 ? `${done} ${skipped.toLocaleString("en-US")} left unchanged (not yours, or already so).` : done;
}
