import type { SessionUser } from "@/lib/auth/users";
import type { CrmTab } from "@/lib/constants";
import {
  parseDeletedView,
  parseTag,
  parseAccountType,
  parseActivityStatus,
  parseLeadFilter,
  parseAudience,
  parseListQuery,
  parseDay,
  parseOpportunityView,
  parseStage,
  param,
  type Params,
} from "@/lib/crm/list-params";
import { listLeads } from "@/lib/crm/leads/list-leads";
import { listAccounts } from "@/lib/crm/accounts/list-accounts";
import { listOpportunities, pipelineBoard } from "@/lib/crm/opportunities/list-opportunities";
import { listActivities } from "@/lib/crm/activities/list-activities";
import { myDay } from "@/lib/crm/activities/my-day";
import { leadsVersion } from "@/lib/crm/leads/live-leads";
import type { PipelineStage } from "@/lib/crm/opportunities/pipeline-stages";
import { LeadsTable } from "@/components/crm/leads-table";
import { AccountsTable, ActivitiesTable, OpportunitiesTable, OpportunitiesToolbar, PipelineBoard } from "@/components/crm/lazy-views";
import { ActivityFormDialog } from "@/components/crm/activity-form-dialog";
import { ReportsTab } from "@/components/crm/reports-tab";
import { MyDayView } from "@/components/crm/my-day";
import { AvailabilityPanel } from "@/components/automations/availability-panel";
import { availabilityOf } from "@/lib/crm/agents/availability";
import { LiveLeads } from "@/components/crm/live-leads";
import type { StaffUser } from "@/components/crm/owner-select";
import { listTags } from "@/lib/crm/tags/list-tags";
import { bulkTextTemplates } from "@/lib/texting/templates";
import { listSavedViews } from "@/lib/crm/views/saved-views";
import { ImportLink } from "@/components/imports/import-link";

/** The active tab's content, read on the server from the address (one page of one list). */
export async function CrmTabContent({ tab, user, sp, stages, users }: { tab: CrmTab; user: SessionUser; sp: Params; stages: PipelineStage[]; users: StaffUser[] | null }) {
  const stageOptions = stages.map((s) => ({ value: s.value, label: s.label }));
  switch (tab) {
    case "day": {
      const [day, version, availability] = await Promise.all([myDay(user, parseDay(sp)), leadsVersion(user), availabilityOf(user.id)]);
      return (
        <>
          <LiveLeads version={version} />
          {availability && <AvailabilityPanel value={availability} now={new Date()} />}
          <MyDayView day={day} admin={user.role === "admin"} />
        </>
      );
    }
    case "leads": {
      const q = parseListQuery("leads", sp);
      const deleted = parseDeletedView(sp);
      const [page, version, tags, views, textTemplates] = await Promise.all([
        listLeads(user, { ...q, filter: parseLeadFilter(sp), audience: parseAudience(sp), tag: parseTag(sp), deleted }),
        leadsVersion(user),
        listTags(),
        listSavedViews(user, "leads"),
        bulkTextTemplates(),
      ]);
      const rows = page.rows.map((l) => ({ ...l, createdAt: l.createdAt.toISOString(), deletedAt: l.deletedAt?.toISOString() ?? null }));
      return (
        <>
          <LiveLeads version={version} />
          {user.role === "admin" && <ImportLink what="leads" />}
          <LeadsTable
            page={{ ...page, rows }}
            sort={q.sort}
            dir={q.dir}
            hidden={q.hide}
            users={users}
            view={param(sp, "view") === "table" ? "table" : "cards"}
            tags={tags}
            views={views}
            deletedView={deleted}
            textTemplates={textTemplates}
          />
        </>
      );
    }
    case "accounts": {
      const q = parseListQuery("accounts", sp);
      const deleted = parseDeletedView(sp);
      const [page, tags, views] = await Promise.all([
        listAccounts(user, { ...q, type: parseAccountType(sp), tag: parseTag(sp), deleted }),
        listTags(),
        listSavedViews(user, "accounts"),
      ]);
      return (
        <>
          {user.role === "admin" && <ImportLink what="accounts" />}
          <AccountsTable page={page} sort={q.sort} dir={q.dir} hidden={q.hide} users={users} tags={tags} views={views} deletedView={deleted} />
        </>
      );
    }
    case "opportunities": {
      const q = parseListQuery("opportunities", sp);
      if (parseOpportunityView(sp) === "board") {
        const columns = await pipelineBoard(user, q.q, stages);
        return (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-2">
              <OpportunitiesToolbar stages={stageOptions} view="board" />
            </div>
            <PipelineBoard columns={columns.map((c) => ({ ...c, stage: { value: c.stage.value, label: c.stage.label } }))} />
          </div>
        );
      }
      const page = await listOpportunities(user, { ...q, stage: parseStage(sp) });
      return <OpportunitiesTable page={page} sort={q.sort} dir={q.dir} hidden={q.hide} stages={stageOptions} />;
    }
    case "activities": {
      const q = parseListQuery("activities", sp);
      const page = await listActivities(user, { ...q, status: parseActivityStatus(sp) });
      return <ActivitiesTable page={page} sort={q.sort} dir={q.dir} hidden={q.hide} action={<ActivityFormDialog />} />;
    }
    case "reports":
      return <ReportsTab user={user} stages={stages} />;
  }
}

export function CrmTabLoading({ tab }: { tab: CrmTab }) {
  const text = tab === "leads" ? "Loading leads..." : tab === "day" ? "Loading your day..." : `Loading ${tab}...`;
  return <p className="rounded-md border p-8 text-center text-muted-foreground" role="status">{text}</p>;
}
