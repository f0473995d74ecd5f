import { Link } from "@/components/ui/link";

/** /account/plan for a staff account (admin or sales): only licensed agents buy leads. */
export function StaffPlanNotice() {
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold">Lead plans</h1>
      <p className="text-muted-foreground" data-testid="staff-plan-notice">
        Only licensed agents buy leads: this is a staff account, so it has no lead plan. See what agents buy on{" "}
        <Link href="/pricing" className="text-primary underline-offset-4 hover:underline">
          the pricing page
        </Link>
        .
      </p>
    </section>
  );
}
