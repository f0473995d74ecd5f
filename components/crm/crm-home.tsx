import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/auth/users";
import { crmOverview } from "@/lib/crm/overview";

/** The signed-in landing of the CRM: real counts from the database, scoped to the user. */
export async function CrmHome({ user }: { user: SessionUser }) {
  const overview = await crmOverview(user);
  const cards = [
    { label: user.role === "admin" ? "Leads" : "My leads", value: overview.leads },
    { label: "Accounts", value: overview.accounts },
    { label: "Open opportunities", value: overview.openOpportunities },
    { label: "Pending activities", value: overview.pendingActivities },
  ];
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold">CRM Dashboard</h1>
        <p className="text-muted-foreground">
          Signed in as {user.username} ({user.role}).
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.label}>
            <CardHeader className="pb-2">
              <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
                {c.label}
              </CardTitle>
            </CardHeader>
            <CardContent className="text-3xl font-bold">{c.value.toLocaleString("en-US")}</CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
