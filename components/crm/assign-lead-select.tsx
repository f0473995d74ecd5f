"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { StaffUser } from "@/components/crm/owner-select";
import { apiRequest } from "@/lib/client/api";
import { failureDescription } from "@/components/crm/form-errors";
import { toast } from "@/lib/use-toast";

/** Admins assign or reassign a lead; the agent gets an e-mail and the audit log records it. */
export function AssignLeadSelect({ leadId, name, assignedTo, users }: { leadId: number; name: string; assignedTo: number | null; users: StaffUser[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <NativeSelect
      aria-label={`Assign ${name} to`}
      wrapperClassName="w-44"
      className="h-9"
      disabled={busy}
      value={assignedTo ?? ""}
      onChange={async (e) => {
        setBusy(true);
        try {
          await apiRequest("POST", `/api/crm/leads/${leadId}/assign`, { assignedTo: e.target.value ? Number(e.target.value) : null });
          toast({ title: e.target.value ? "Lead assigned" : "Lead unassigned" });
          router.refresh();
        } catch (err) {
          toast({ title: "Could not assign the lead", description: failureDescription(err), variant: "destructive" });
        } finally {
          setBusy(false);
        }
      }}
    >
      <NativeSelectOption value="">Unassigned</NativeSelectOption>
      {users.map((u) => (
        <NativeSelectOption key={u.id} value={u.id}>
          {u.username}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
