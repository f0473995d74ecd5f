"use client";

import { MessageSquareIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

/**
 * "Text": texting stays with the agent's own phone (no SMS provider). Logs the attempt on the lead
 * (a completed note with the message, POST /api/crm/activities), then opens the phone's messaging app
 * with an `sms:` link, the text template's body filled in for this lead.
 */
export function TextLeadButton({ leadId, name, phone, body }: { leadId: number; name: string; phone: string; body: string }) {
  const href = `sms:${phone.replace(/[^\d+]/g, "")}?&body=${encodeURIComponent(body)}`;
  return (
    <Button asChild size="sm" variant="outline">
      <a
        href={href}
        aria-label={`Text ${name}`}
        data-testid="text-lead"
        onClick={async (e) => {
          e.preventDefault();
          try {
            await apiRequest("POST", "/api/crm/activities", { type: "note", subject: `Text message to ${name}`, description: body, status: "completed", leadId });
          } catch {
            toast({ title: "Could not log this text", description: "Your messaging app opens anyway; add a note later.", variant: "destructive" });
          }
          window.location.href = href;
        }}
      >
        <MessageSquareIcon aria-hidden="true" /> Text
      </a>
    </Button>
  );
}
