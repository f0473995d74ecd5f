import { Link } from "@/components/ui/link";
import { Clock3Icon } from "lucide-react";

/** What a signed-in account that an admin has not approved yet sees instead of the CRM. */
export function AwaitingApproval({ username, company }: { username: string; company: string }) {
  return (
    <div role="status" className="mx-auto max-w-xl space-y-3 rounded-lg border border-warning/50 bg-warning/10 p-6" data-testid="awaiting-approval">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Clock3Icon aria-hidden="true" className="size-5" />
        Waiting for approval
      </h2>
      <p>
        Thanks for registering, {username}. An administrator of {company} reviews every new agent account. Until yours is approved you cannot
        see leads or CRM data, and no leads are assigned to you.
      </p>
      <p className="text-sm text-muted-foreground">
        You will find the CRM here as soon as you are approved. Meanwhile you can add an e-mail address for password resets or change your password
        on <Link href="/account" className="font-medium text-primary underline-offset-4 hover:underline">your account page</Link>.
      </p>
    </div>
  );
}
