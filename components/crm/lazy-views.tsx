"use client";

import dynamic from "next/dynamic";

/**
 * The tabs other than Leads, and the pipeline board (dnd-kit), as separate chunks: the browser
 * loads a tab's code when that tab is shown, not with every CRM page. Still rendered on the server.
 */
export const AccountsTable = dynamic(() => import("@/components/crm/accounts-table").then((m) => m.AccountsTable));
export const OpportunitiesTable = dynamic(() => import("@/components/crm/opportunities-table").then((m) => m.OpportunitiesTable));
export const OpportunitiesToolbar = dynamic(() => import("@/components/crm/opportunities-table").then((m) => m.OpportunitiesToolbar));
export const PipelineBoard = dynamic(() => import("@/components/crm/pipeline-board").then((m) => m.PipelineBoard));
export const ActivitiesTable = dynamic(() => import("@/components/crm/activities-table").then((m) => m.ActivitiesTable));
