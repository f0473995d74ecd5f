"use client";

import { ContactRow } from "@/components/leads/contact-row";
import { DashboardCounters } from "@/components/leads/dashboard-counters";
import { LeadRow } from "@/components/leads/lead-row";
import { RecentListCard } from "@/components/leads/recent-list-card";
import { useRemoteList } from "@/components/leads/use-remote-list";
import { fetchRecentContacts, fetchRecentLeads, type ContactListItem, type LeadListItem } from "@/lib/client/leads";
import { HIGH_QUALITY_SCORE } from "@/lib/constants";

/** GET /api/leads and GET /api/contacts both answer with their newest 50 rows. */
const API_LIST_LIMIT = 50;

/**
 * Lead Management Dashboard: counters, recent leads and recent contacts, loaded in the browser
 * from GET /api/leads and GET /api/contacts (each returns its newest 50, so the counters describe
 * those rows; the caption says so once a list is full).
 */
export function LeadDashboard() {
  const leads = useRemoteList<LeadListItem>(fetchRecentLeads);
  const contacts = useRemoteList<ContactListItem>(fetchRecentContacts);
  const leadRows = leads.state.rows;
  const contactRows = contacts.state.rows;
  const full = (rows: unknown[] | null) => (rows && rows.length >= API_LIST_LIMIT ? `Latest ${rows.length}` : "All time");

  return (
    <div className="grid gap-6">
      <DashboardCounters
        counters={[
          { label: "Total Leads", value: leadRows?.length ?? null, caption: full(leadRows) },
          { label: "Verified Leads", value: leadRows?.filter((l) => l.isVerified).length ?? null, caption: "Passed verification" },
          {
            label: "High-Quality Leads",
            value: leadRows?.filter((l) => l.verificationScore >= HIGH_QUALITY_SCORE).length ?? null,
            caption: `Score ${HIGH_QUALITY_SCORE} or more`,
          },
          { label: "Contacts", value: contactRows?.length ?? null, caption: full(contactRows) },
        ]}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <RecentListCard
          title="Recent Leads"
          state={leads.state}
          loadingText="Loading leads..."
          emptyText="No leads captured yet. Start generating leads!"
          errorText="Could not load the leads."
          onRetry={leads.reload}
          renderRow={(lead) => <LeadRow key={lead.id} lead={lead} />}
        />
        <RecentListCard
          title="Recent Contacts"
          state={contacts.state}
          loadingText="Loading contacts..."
          emptyText="No contacts submitted yet."
          errorText="Could not load the contacts."
          onRetry={contacts.reload}
          renderRow={(contact) => <ContactRow key={contact.id} contact={contact} />}
        />
      </div>
    </div>
  );
}
