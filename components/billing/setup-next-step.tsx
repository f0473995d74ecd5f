import { Link } from "@/components/ui/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PROMISES } from "@/lib/constants";

/** After paying for a lead plan: the set-up comes next (issue 31), and leads begin once it is approved. */
export function SetupNextStep({ status }: { status: string | null }) {
  const submitted = status === "submitted";
  return (
    <Alert role="status" data-testid="setup-next-step">
      <AlertTitle>{submitted ? "Your set-up is waiting for approval" : "Next: set up your lead delivery"}</AlertTitle>
      <AlertDescription>
        <p>
          {submitted ? `We review it within ${PROMISES.leadsStartHours} hours; leads begin once it is approved. ` : `Leads begin within ${PROMISES.leadsStartHours} hours of your set-up. `}
          <Link href={submitted ? "/account/plan" : "/account/plan/setup"} className="font-medium underline underline-offset-2">
            {submitted ? "Your plan page" : "Choose your lead areas, lines and delivery"}
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
