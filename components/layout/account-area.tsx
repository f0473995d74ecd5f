"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { logout, useCurrentUser } from "@/lib/client/current-user";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";

/** Login and CRM Access for visitors; "Welcome, {username}" and Logout for signed-in users. */
export function AccountArea({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const auth = useCurrentUser();
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);

  if (auth.status === "loading") return <div className={cn("h-10 w-40", className)} aria-hidden="true" />;

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
      <div className={cn("flex items-center gap-3", className)}>
        <span className="text-sm text-muted-foreground">Welcome, {auth.user.username}</span>
        <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut}>
          {loggingOut ? "Logging out..." : "Logout"}
        </Button>
      </div>
    );
  }

  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button asChild variant="ghost" size="sm">
        <Link href="/login" onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link href="/crm" onClick={onNavigate}>
          CRM Access
        </Link>
      </Button>
    </div>
  );
}
