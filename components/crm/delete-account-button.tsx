"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { apiRequest } from "@/lib/client/api";
import { failureDescription } from "@/components/crm/form-errors";
import { toast } from "@/lib/use-toast";

/** Deletes an account after a confirmation (its contacts, deals and activities go with it). */
export function DeleteAccountButton({ id, name }: { id: number; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {name}?</DialogTitle>
          <DialogDescription>Its contacts, opportunities and activities are deleted too. Leads converted into it are kept. The audit log records the deletion.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await apiRequest("DELETE", `/api/crm/accounts/${id}`);
                toast({ title: "Account deleted" });
                router.push("/crm?tab=accounts");
              } catch (e) {
                toast({ title: "Could not delete the account", description: failureDescription(e), variant: "destructive" });
                setBusy(false);
              }
            }}
          >
            {busy ? "Deleting..." : "Delete account"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
