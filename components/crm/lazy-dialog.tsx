"use client";

import { cloneElement, useId, useState } from "react";
import { Slot } from "radix-ui";
import { useInteractive } from "@/components/forms/use-interactive";

export type LazyDialogState = { open: boolean; setOpen: (open: boolean) => void; onCloseAutoFocus: (e: Event) => void };

type Trigger = React.ReactElement<{ asChild?: boolean; children?: React.ReactNode }>;

/**
 * A dialog whose code (radix Dialog, the form, the schema) loads on the first click of its trigger,
 * not with the page. The trigger announces the dialog (aria-haspopup, aria-expanded) and gets the
 * focus back when the dialog closes. With `fallbackHref`, until the page's JavaScript runs (or
 * without JavaScript at all) the trigger is a link to a page holding the same form: the trigger must
 * be a <Button>, rendered `asChild` around that link.
 */
export function LazyDialog({ trigger, fallbackHref, children }: { trigger: Trigger; fallbackHref?: string; children: (state: LazyDialogState) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerId = useId();
  const interactive = useInteractive();
  if (!interactive && fallbackHref) return cloneElement(trigger, { asChild: true, children: <a href={fallbackHref}>{trigger.props.children}</a> });
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
