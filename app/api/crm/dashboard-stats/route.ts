import { json } from "@/lib/http/responses";
import { crmRoute } from "@/lib/crm/http";
import { dashboardStats } from "@/lib/crm/stats/dashboard-stats";

/** GET /api/crm/dashboard-stats → {totalAccounts, totalOpportunities, totalRevenue, conversionRate, recentActivities, activeOpportunities}. */
export const GET = crmRoute("GET /api/crm/dashboard-stats", async (_req, user) => json(await dashboardStats(user)));
