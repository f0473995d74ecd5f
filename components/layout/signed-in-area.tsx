"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { AccountLinks, AccountPlaceholder } from "@/components/layout/account-links";
import { logout, useCurrentUser } from "@/lib/client/current-user";
import { toast } from "@/lib/use-toast";

/**
 * "Welcome, {username}" and Logout, from GET /api/auth/user (the current-user store). Loaded by
 * AccountArea only for a browser that has signed in; a session that has ended shows Login and CRM Access.
 */
export function SignedInArea({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const auth = useCurrentUser();
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);

  if (auth.status === "loading") return <AccountPlaceholder className={className} />;
  if (auth.status === "anonymous") return <AccountLinks className={className} onNavigate={onNavigate} />;

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
      onNavigate?.();
      router.push("/");
      router.refresh();
    } catch {
      toast({ title: "Logout failed", description: "Please try again.", variant: "destructive" });
    } finally {
      setLoggingOut(false);
    }
  };
  return (
    <div className={clsx("items-center gap-3", className)}>
      <Link href="/account" onClick={onNavigate} title={`Welcome, ${auth.user.username}`} className="min-w-0 break-words text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline lg:truncate">
        Welcome, {auth.user.username}
      </Link>
      <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={onLogout} disabled={loggingOut}>
        {loggingOut ? "Logging out..." : "Logout"}
      </button>
    </div>
  );
}
