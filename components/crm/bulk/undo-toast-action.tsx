"use client";

import { useRouter } from "next/navigation";
import { ToastAction } from "@/components/ui/toast";
import { showToast } from "@/lib/client/lazy-toast";
import { IDLE, type ActionState } from "@/lib/forms/action-state";

type RestoreAction = (state: ActionState, form: FormData) => Promise<ActionState>;

/**
 * "Undo" in the toast that says rows were deleted: restores exactly those rows (the bulk action
 * `restore`), then shows the page again. The Deleted view does the same for 30 days.
 */
export function UndoToastAction({ ids, restore }: { ids: string; restore: RestoreAction }) {
  const router = useRouter();
  const undo = async () => {
    const form = new FormData();
    form.set("action", "restore");
    form.set("ids", ids);
    form.set("deleted", "1");
    try {
      const answer = await restore(IDLE, form);
      showToast(answer.status === "success" ? { title: answer.message } : { title: "Could not undo", description: answer.message, variant: "destructive" });
    } catch {
      showToast({ title: "Could not undo", description: "Please check your connection and use the Deleted view.", variant: "destructive" });
    }
    router.refresh();
  };
  return (
    <ToastAction altText="Open the Deleted view to restore them" onClick={undo}>
      Undo
    </ToastAction>
  );
}
