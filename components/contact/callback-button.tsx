"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { CALLBACK_EVENT } from "@/components/contact/callback-event";

/**
 * Starts a callback request in the message form below and moves the cursor to its first field.
 * A plain button styled with buttonVariants (no tailwind-merge or radix Slot on the page's first load);
 * the icon comes from the server page.
 */
export function CallbackButton({ label, children }: { label: string; children?: React.ReactNode }) {
  return (
    <button type="button" className={buttonVariants({ size: "lg", variant: "outline" })} onClick={() => window.dispatchEvent(new Event(CALLBACK_EVENT))}>
      {children}
      {label}
    </button>
  );
}
