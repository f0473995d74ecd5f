import type { OpportunityDto } from "@/lib/crm/opportunities/opportunity-dto";
import { deleteOpportunityAction } from "@/lib/crm/opportunities/actions";
import { formatDate, formatMoney } from "@/lib/crm/format";
import { OpportunityFormDialog } from "@/components/crm/opportunity-form-dialog";
import { DeleteRecordButton } from "@/components/crm/delete-record-button";
import { DELETE_WARNINGS } from "@/components/crm/delete-warnings";
import { StageSelect, type StageOption } from "@/components/crm/stage-select";
import type { StaffUser } from "@/components/crm/owner-select";

/** The account page's deals: value, probability, close date, the stage select, Edit and Delete. */
export function AccountOpportunityList({ opportunities, stages, users }: { opportunities: OpportunityDto[]; stages: StageOption[]; users: StaffUser[] | null }) {
  if (opportunities.length === 0) return <p className="text-muted-foreground">No opportunities found. Create your first opportunity to start tracking deals.</p>;
  return (
    <ul className="divide-y">
      {opportunities.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-opportunity-id={o.id}>
          <div>
            <p className="font-medium">{o.name}</p>
            <p className="text-muted-foreground">
              {o.amount ? formatMoney(o.amount) : "No value"} · {o.probability}% · closes {formatDate(o.closeDate)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <StageSelect key={`${o.id}-${o.stage}`} id={o.id} name={o.name} stage={o.stage} stages={stages} />
            <OpportunityFormDialog
              stages={stages}
              users={users}
              opportunity={o}
              trigger={{ label: "Edit", variant: "ghost", size: "sm", ariaLabel: `Edit ${o.name}` }}
            />
            <DeleteRecordButton
              action={deleteOpportunityAction}
              fields={{ opportunityId: o.id }}
              noun="opportunity"
              name={o.name}
              warning={DELETE_WARNINGS.opportunity}
              editHref={`/crm/opportunities/${o.id}/edit`}
              size="sm"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
