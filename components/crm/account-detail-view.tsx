import { Link } from "@/components/ui/link";
import { MailIcon, PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AccountDetail } from "@/lib/crm/accounts/account-detail";
import type { PipelineStage } from "@/lib/crm/opportunities/pipeline-stages";
import { formatDate, formatMoney } from "@/lib/crm/format";
import { AccountFormDialog } from "@/components/crm/account-form-dialog";
import { OpportunityFormDialog } from "@/components/crm/opportunity-form-dialog";
import { ActivityFormDialog } from "@/components/crm/activity-form-dialog";
import { DeleteRecordButton } from "@/components/crm/delete-record-button";
import { DELETE_WARNINGS } from "@/components/crm/delete-warnings";
import { AccountOpportunityList } from "@/components/crm/account-opportunity-list";
import { AccountActivityList } from "@/components/crm/account-activity-list";
import { deleteAccountAction } from "@/lib/crm/accounts/actions";
import { AccountTimeline } from "@/components/crm/account-timeline";
import { AccountTypeBadge, StatusBadge } from "@/components/crm/status-badges";
import type { StaffUser } from "@/components/crm/owner-select";
import { CrmNotice } from "@/components/crm/crm-notice";
import { AccountContacts } from "@/components/crm/account-contacts";

/** /crm/accounts/[id]: the account, its contacts, opportunities, activities and timeline. */
export function AccountDetailView({ detail, stages, users, notice }: { detail: AccountDetail; stages: PipelineStage[]; users: StaffUser[] | null; notice?: string | string[] }) {
  const { account, contacts, opportunities, activities, leads, timeline } = detail;
  const stageOptions = stages.map((s) => ({ value: s.value, label: s.label }));
  const ref = { id: account.id, name: account.name };
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/crm?tab=accounts" className="text-primary hover:underline">
          ← Accounts
        </Link>
      </nav>
      <CrmNotice notice={notice} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold">{account.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <AccountTypeBadge type={account.type} />
            <StatusBadge status={account.status} />
            {account.tags.map((t) => (
              <span key={t.id} className="rounded-full border px-2 py-0.5 text-xs" style={{ borderColor: t.color }}>
                {t.name}
              </span>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">
            Created {formatDate(account.createdAt)} · Owner {account.assignee?.username ?? "–"}
            {account.revenue ? ` · Revenue ${formatMoney(account.revenue)}` : ""}
            {account.industry ? ` · ${account.industry}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {account.phone && (
            <Button asChild variant="outline" size="icon">
              <a href={`tel:${account.phone.replace(/[^\d+]/g, "")}`} aria-label={`Call ${account.name}`}>
                <PhoneIcon aria-hidden="true" />
              </a>
            </Button>
          )}
          {account.email && (
            <Button asChild variant="outline" size="icon">
              <a href={`mailto:${account.email}`} aria-label={`Email ${account.name}`}>
                <MailIcon aria-hidden="true" />
              </a>
            </Button>
          )}
          <AccountFormDialog users={users} account={account} trigger={{ label: "Edit", variant: "outline" }} />
          <DeleteRecordButton
            action={deleteAccountAction}
            fields={{ accountId: account.id }}
            noun="account"
            name={account.name}
            warning={DELETE_WARNINGS.account}
            editHref={`/crm/accounts/${account.id}/edit`}
          />
        </div>
      </header>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle as="h2">Contacts</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <AccountContacts accountId={account.id} contacts={contacts} />
            {(account.email || account.phone || account.address) && (
              <dl className="border-t pt-3 text-muted-foreground">
                {account.email && <dd className="break-all">{account.email}</dd>}
                {account.phone && <dd>{account.phone}</dd>}
                {account.address && <dd>{[account.address, account.city, account.state, account.zipCode].filter(Boolean).join(", ")}</dd>}
              </dl>
            )}
            {leads.length > 0 && (
              <p className="border-t pt-3 text-muted-foreground">From lead {leads.map((l) => `#${l.id} ${l.fullName}`).join(", ")}</p>
            )}
            {account.notes && <p className="whitespace-pre-wrap border-t pt-3">{account.notes}</p>}
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle as="h2">Opportunities</CardTitle>
            <OpportunityFormDialog stages={stageOptions} users={users} account={ref} trigger={{ label: "Add Opportunity", size: "sm" }} />
          </CardHeader>
          <CardContent>
            <AccountOpportunityList opportunities={opportunities} stages={stageOptions} users={users} />
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader className="flex flex-row items-center justify-between">
            <CardTitle as="h2">Activities</CardTitle>
            <ActivityFormDialog account={ref} opportunities={opportunities.map((o) => ({ id: o.id, name: o.name }))} trigger={{ label: "New Activity", size: "sm" }} />
          </CardHeader>
          <CardContent>
            <AccountActivityList activities={activities} />
          </CardContent>
        </Card>

        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle as="h2">Timeline</CardTitle>
          </CardHeader>
          <CardContent>
            <AccountTimeline entries={timeline} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
