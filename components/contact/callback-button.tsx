"use client";

import { PhoneIncomingIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CALLBACK_EVENT } from "@/components/contact/callback-event";

/** Starts a callback request in the message form below and moves the cursor to its first field. */
export function CallbackButton({ label }: { label: string }) {
  return (
    <Button type="button" size="lg" variant="outline" onClick={() => window.dispatchEvent(new Event(CALLBACK_EVENT))}>
      <PhoneIncomingIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
