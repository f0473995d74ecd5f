"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ButtonVariantProps } from "@/components/ui/button-variants";
import { useInteractive } from "@/components/forms/use-interactive";

export type LazyDialogState = { open: boolean; setOpen: (open: boolean) => void; onCloseAutoFocus: (e: Event) => void };

/** The trigger button, as plain data (so a server component can choose it): its text, look and accessible name. */
export type DialogTrigger = { label: string; ariaLabel?: string } & ButtonVariantProps;

/**
 * A dialog whose code (radix Dialog, the form, the schema) loads on the first click of its trigger,
 * not with the page. The trigger announces the dialog (aria-haspopup, aria-expanded) and gets the
 * focus back when the dialog closes. Until the page's JavaScript runs (or without JavaScript at all)
 * the trigger is a link to `fallbackHref`, a page holding the same form.
 */
export function LazyDialog({ trigger, fallbackHref, children }: { trigger: DialogTrigger; fallbackHref: string; children: (state: LazyDialogState) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerId = useId();
  const interactive = useInteractive();
  const { label, ariaLabel, variant, size } = trigger;
  if (!interactive) {
    return (
      <Button asChild variant={variant} size={size}>
        <a href={fallbackHref} aria-label={ariaLabel}>
          {label}
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button
        id={triggerId}
        variant={variant}
        size={size}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
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
