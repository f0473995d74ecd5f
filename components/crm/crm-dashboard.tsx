import { Suspense } from "react";
import { Link } from "@/components/ui/link";
import type { SessionUser } from "@/lib/auth/users";
import { param, parseTab, type Params } from "@/lib/crm/list-params";
import { dashboardStats } from "@/lib/crm/stats/dashboard-stats";
import { defaultPipelineStages } from "@/lib/crm/opportunities/pipeline-stages";
import { assignableUsers, pendingAgentCount } from "@/lib/crm/agents/agents";
import { Button } from "@/components/ui/button";
import { StatCards } from "@/components/crm/stat-cards";
import { CrmTabs } from "@/components/crm/crm-tabs";
import { CrmTabContent, CrmTabLoading } from "@/components/crm/crm-tab-content";
import { AccountFormDialog } from "@/components/crm/account-form-dialog";
import { OpportunityFormDialog } from "@/components/crm/opportunity-form-dialog";
import { CrmNotice } from "@/components/crm/crm-notice";

/**
 * The CRM dashboard (spec §2) for /crm and /crm-dashboard: header with Add Account and Add
 * Opportunity, the four stat cards ("..." while loading), and the tabs. Everything is read on the
 * server for the signed-in user's scope from the address (tab, search, filters, sort, page).
 */
export async function CrmDashboard({ user, searchParams }: { user: SessionUser; searchParams: Params }) {
  const admin = user.role === "admin";
  const defaultTab = admin ? "leads" : "day";
  const tab = parseTab(searchParams, defaultTab);
  const [stages, users, pending] = await Promise.all([
    defaultPipelineStages(),
    admin ? assignableUsers() : Promise.resolve(null),
    admin ? pendingAgentCount() : Promise.resolve(0),
  ]);
  const stageOptions = stages.map((s) => ({ value: s.value, label: s.label }));
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">CRM Dashboard</h1>
          <p className="text-sm text-muted-foreground">
            Signed in as {user.username} ({user.role}). {admin ? "You see every lead, account and deal." : "You see the leads assigned to you and the accounts and deals you own."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {admin && (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link href="/admin/agents">Agents</Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link href="/admin/audit">Audit log</Link>
              </Button>
            </>
          )}
          <AccountFormDialog users={users} />
          <OpportunityFormDialog stages={stageOptions} users={users} />
        </div>
      </header>
      <CrmNotice notice={param(searchParams, "notice")} />
      {pending > 0 && (
        <p role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          {pending === 1 ? "1 agent registration is" : `${pending} agent registrations are`} waiting for your approval.{" "}
          <Link href="/admin/agents" className="font-medium text-primary underline-offset-4 hover:underline">
            Review them
          </Link>
        </p>
      )}
      <Suspense fallback={<StatCards stats={null} />}>
        <Stats user={user} />
      </Suspense>
      <CrmTabs tab={tab} defaultTab={defaultTab}>
        <Suspense fallback={<CrmTabLoading tab={tab} />}>
          <CrmTabContent tab={tab} user={user} sp={searchParams} stages={stages} users={users} />
        </Suspense>
      </CrmTabs>
    </section>
  );
}

async function Stats({ user }: { user: SessionUser }) {
  return <StatCards stats={await dashboardStats(user)} />;
}
