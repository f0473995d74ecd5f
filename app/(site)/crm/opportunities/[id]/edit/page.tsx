import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { pageId } from "@/lib/crm/http";
import { getOpportunity } from "@/lib/crm/opportunities/get-opportunity";
import { defaultPipelineStages } from "@/lib/crm/opportunities/pipeline-stages";
import { deleteOpportunityAction } from "@/lib/crm/opportunities/actions";
import { assignableUsers } from "@/lib/crm/agents/agents";
import { OpportunityForm } from "@/components/crm/opportunity-form";
import { CrmFormPage } from "@/components/crm/crm-form-page";
import { DeleteRecordForm } from "@/components/crm/delete-record-form";
import { DELETE_WARNINGS } from "@/components/crm/delete-warnings";

export const metadata: Metadata = { title: "Edit Opportunity", robots: { index: false } };

/**
 * /crm/opportunities/[id]/edit: Edit Opportunity and Delete as a page (the account page's buttons
 * open it without JavaScript). A deal the user may not see is a 404, like one that does not exist.
 */
export default async function EditOpportunityPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const id = pageId((await params).id);
  if (!id) notFound();
  const [opportunity, stages, users] = await Promise.all([getOpportunity(user, id), defaultPipelineStages(), user.role === "admin" ? assignableUsers() : Promise.resolve(null)]);
  if (!opportunity) notFound();
  return (
    <CrmFormPage title={`Edit ${opportunity.name}`} description="Change this deal's details." back={{ href: `/crm/accounts/${opportunity.account.id}`, label: opportunity.account.name }}>
      <OpportunityForm stages={stages.map((s) => ({ value: s.value, label: s.label }))} users={users} opportunity={opportunity} standalone />
      <DeleteRecordForm
        action={deleteOpportunityAction}
        fields={{ opportunityId: opportunity.id }}
        noun="opportunity"
        name={opportunity.name}
        warning={DELETE_WARNINGS.opportunity}
        className="mt-8 border-t pt-6"
      />
    </CrmFormPage>
  );
}
