"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { AccountLinks, AccountPlaceholder } from "@/components/layout/account-links";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint-cookie";
import { subscribeToAuthChanges } from "@/lib/client/auth-changes";

/** Welcome and Logout, with the current-user store: loaded only for a browser that has signed in. */
const SignedInArea = lazy(() => import("@/components/layout/signed-in-area").then((m) => ({ default: m.SignedInArea })));

const hinted = () => hasSignedInHint(document.cookie);

/**
 * Login and CRM Access for visitors; "Welcome, {username}" and Logout for signed-in users.
 * The caller's className sets the display (flex, or hidden until a breakpoint). This island is on every
 * page: a visitor who never signed in (no til_signed_in marker) gets the two links and none of the
 * signed-in code; the sign-in form and sign-out announce the change (lib/client/auth-changes).
 */
export function AccountArea({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const signedIn = useSyncExternalStore(subscribeToAuthChanges, hinted, () => null);
  if (signedIn === null) return <AccountPlaceholder className={className} />;
  if (!signedIn) return <AccountLinks className={className} onNavigate={onNavigate} />;
  return (
    <Suspense fallback={<AccountPlaceholder className={className} />}>
      <SignedInArea className={className} onNavigate={onNavigate} />
    </Suspense>
  );
}
