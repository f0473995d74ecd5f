"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AssignLeadSelect } from "@/components/crm/assign-lead-select";
import type { StaffUser } from "@/components/crm/owner-select";

/**
 * A lead card's owner, and the admin's way to change it: the list of every user is drawn only when
 * asked for ("Assign" / "Reassign"), not in each of a page's 50 cards (with hundreds of agents that
 * was thousands of options in the page, megabytes of HTML for a phone). The lead's page keeps the
 * select itself.
 */
export function CardAssign({ leadId, name, assignee, users }: { leadId: number; name: string; assignee: { id: number; username: string } | null; users: StaffUser[] }) {
  const [open, setOpen] = useState(false);
  if (open) return <AssignLeadSelect leadId={leadId} name={name} assignedTo={assignee?.id ?? null} users={users} autoFocus />;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">
        Owner: <span className="font-medium text-foreground">{assignee?.username ?? "Unassigned"}</span>
      </span>
      <Button type="button" size="sm" variant="outline" aria-label={`${assignee ? "Reassign" : "Assign"} ${name}`} onClick={() => setOpen(true)}>
        {assignee ? "Reassign" : "Assign"}
      </Button>
    </div>
  );
}
