"use client";

import { useId, useState } from "react";
import { Slot } from "radix-ui";

export type LazyDialogState = { open: boolean; setOpen: (open: boolean) => void; onCloseAutoFocus: (e: Event) => void };

/**
 * A dialog whose code (radix Dialog, react-hook-form, the schema) loads on the first click of its
 * trigger, not with the page. The trigger announces the dialog (aria-haspopup, aria-expanded) and
 * gets the focus back when the dialog closes.
 */
export function LazyDialog({ trigger, children }: { trigger: React.ReactElement; children: (state: LazyDialogState) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerId = useId();
  return (
    <>
      <Slot.Root
        id={triggerId}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Slot.Root>
      {mounted &&
        children({
          open,
          setOpen,
          onCloseAutoFocus: (e) => {
            e.preventDefault();
            document.getElementById(triggerId)?.focus();
          },
        })}
    </>
  );
}
