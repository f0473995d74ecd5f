"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { logout, useCurrentUser } from "@/lib/client/current-user";
import { toast } from "@/lib/use-toast";

/**
 * Login and CRM Access for visitors; "Welcome, {username}" and Logout for signed-in users.
 * The caller's className sets the display (flex, or hidden until a breakpoint). This island is on every
 * page, so it joins classes with clsx and styles with buttonVariants: no tailwind-merge, no radix Slot.
 */
export function AccountArea({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const auth = useCurrentUser();
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);

  if (auth.status === "loading") return <div className={clsx("h-10 w-40", className)} aria-hidden="true" />;

  if (auth.status === "authenticated") {
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
        <Link href="/account" onClick={onNavigate} className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          Welcome, {auth.user.username}
        </Link>
        <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={onLogout} disabled={loggingOut}>
          {loggingOut ? "Logging out..." : "Logout"}
        </button>
      </div>
    );
  }

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
