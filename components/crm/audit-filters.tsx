import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { AuditFilters as Filters } from "@/lib/crm/audit/list-audit";

const ENTITIES = ["lead", "account", "opportunity", "activity", "user", "api_key", "unqualified_lead", "order"];
const ACTIONS = [
  "account.create",
  "account.update",
  "account.delete",
  "opportunity.create",
  "opportunity.update",
  "opportunity.delete",
  "opportunity.stage_change",
  "activity.create",
  "activity.update",
  "activity.delete",
  "lead.create",
  "lead.assign",
  "lead.reassign",
  "lead.convert",
  "user.update",
  "order.paid",
  "order.refunded",
  "order.partly_refunded",
  "order.disputed",
  "order.dispute_closed",
];

/** The audit filters as a plain GET form: the address holds them (shareable, Back works), no script needed. */
export function AuditFilters({ filters }: { filters: Filters }) {
  return (
    <form method="get" className="grid grid-cols-1 gap-3 rounded-md border p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end" aria-label="Filter the audit log">
      <div className="grid gap-1">
        <Label htmlFor="audit-actor">Actor (username)</Label>
        <Input id="audit-actor" name="actor" defaultValue={filters.actor} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-action">Action</Label>
        <Input id="audit-action" name="action" list="audit-actions" defaultValue={filters.action} />
        <datalist id="audit-actions">
          {ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-entity">Entity</Label>
        <NativeSelect id="audit-entity" name="entity" defaultValue={filters.entity}>
          <NativeSelectOption value="">All</NativeSelectOption>
          {ENTITIES.map((e) => (
            <NativeSelectOption key={e} value={e}>
              {e}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={filters.from} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={filters.to} />
      </div>
      <Button type="submit">Filter</Button>
    </form>
  );
}
