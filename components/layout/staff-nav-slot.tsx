import { Suspense } from "react";
import { currentUser } from "@/lib/auth/session";
import { staffNavFor } from "@/lib/staff-nav";
import { StaffNav, StaffNavBar } from "@/components/layout/staff-nav";

/**
 * The staff bar for the signed-in, approved user of this request (nothing for visitors and accounts
 * waiting for approval). Staff layouts render it above their pages.
 */
export async function StaffNavSlot() {
  // A session that cannot be read (the database is down) shows no bar: the page below fails on the same
  // read and says so with Try again (components/layout/page-error.tsx), inside the site's header.
  const user = await currentUser().catch(() => null);
  if (!user) return null;
  const groups = staffNavFor(user.role);
  const defaultTab = user.role === "admin" ? "leads" : "day";
  return (
    <Suspense fallback={<StaffNavBar groups={groups} defaultTab={defaultTab} />}>
      <StaffNav groups={groups} defaultTab={defaultTab} />
    </Suspense>
  );
}

/**
 * A staff layout: the bar, then the page. The bar is awaited, not streamed behind a Suspense boundary:
 * a boundary's content arrives after the page it sits above, and the page then jumps down by the bar's
 * height under the reader's pointer. It costs the session read, which the page makes anyway (cached
 * per request).
 */
export function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <StaffNavSlot />
      {children}
    </>
  );
}
