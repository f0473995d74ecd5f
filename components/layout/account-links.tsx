import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";

/** The header's Login and CRM Access links (a visitor who is not signed in). */
export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <div className={clsx("items-center gap-2", className)}>
      <Link href="/login" onClick={onNavigate} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        Login
      </Link>
      <Link href="/crm" onClick={onNavigate} className={buttonVariants({ variant: "outline", size: "sm" })}>
        CRM Access
      </Link>
    </div>
  );
}

/** Holds the area's place while the signed-in state is not known yet (the caller's className sets its width on desktop). */
export function AccountPlaceholder({ className }: { className?: string }) {
  return <div className={clsx("h-10", className)} aria-hidden="true" />;
}
