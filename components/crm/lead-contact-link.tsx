"use client";

import { MailIcon, PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

/**
 * The Leads tab's call and e-mail icons: real tel:/mailto: links that first log the contact as a
 * completed activity on the lead (POST /api/crm/activities), then open the phone or mail app.
 * Leads marked do-not-contact get no links.
 */
export function LeadContactLink({ leadId, name, kind, to }: { leadId: number; name: string; kind: "call" | "email"; to: string }) {
  const href = kind === "call" ? `tel:${to.replace(/[^\d+]/g, "")}` : `mailto:${to}`;
  const label = kind === "call" ? `Call ${name}` : `Email ${name}`;
  const Icon = kind === "call" ? PhoneIcon : MailIcon;
  return (
    <Button asChild variant="outline" size="icon">
      <a
        href={href}
        aria-label={label}
        title={label}
        onClick={async (e) => {
          e.preventDefault();
          try {
            await apiRequest("POST", "/api/crm/activities", {
              type: kind,
              subject: kind === "call" ? `Call to ${name}` : `Email to ${name}`,
              status: "completed",
              leadId,
            });
          } catch {
            toast({ title: "Could not log this contact", description: "The app opens anyway; log it as an activity later.", variant: "destructive" });
          }
          window.location.href = href;
        }}
      >
        <Icon aria-hidden="true" />
      </a>
    </Button>
  );
}
