"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useRef, useState } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The panel (radix Dialog) is fetched on first intent, so pages do not ship it up front. React.lazy: it
 * renders only in the browser after a pointer or focus reaches the button (next/dynamic would add its
 * loader to every page's first load).
 */
const MobileMenuPanel = lazy(() => import("@/components/layout/mobile-menu-panel"));

/** Phones and tablets: a right-side slide-out panel with every link; choosing one closes it. */
export function MobileNav({ icon }: { icon: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const pathname = usePathname() ?? "/";
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Start fetching the panel as soon as the visitor reaches for the button.
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
      >
        {icon}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} pathname={pathname} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
