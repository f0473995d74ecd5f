import type { Metadata } from "next";
import { InfoIcon } from "lucide-react";
import { requireRole } from "@/lib/auth/session";
import { ASSISTANT_NAME } from "@/lib/constants";
import { listRecentConversations } from "@/lib/assistant/conversation";
import { assistantMode } from "@/lib/assistant/preview";
import { AssistantConfigEditor } from "@/components/assistant-admin/assistant-config-editor";
import { RecentConversations } from "@/components/assistant-admin/recent-conversations";

export const metadata: Metadata = { title: "Assistant Configuration", robots: { index: false } };

/** /alex-admin (admins only): the assistant configuration, a preview, and recent conversations. */
export default async function AlexAdminPage() {
  await requireRole("admin");
  const [conversations, mode] = [await listRecentConversations(20), assistantMode()];
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{ASSISTANT_NAME} Configuration</h1>
        <p className="max-w-3xl text-muted-foreground">
          Shape how {ASSISTANT_NAME}, the chat assistant on every page, talks to visitors: personality, reply length and what it
          says about the business. Changes apply to the next message after you save.
        </p>
        <p className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm" role="note">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {mode.mode === "openai" ? (
            <span>
              Replies come from OpenAI ({mode.model}); if a call fails or takes longer than 10 seconds, the offline topic library answers.
            </span>
          ) : (
            <span>
              OPENAI_API_KEY is not set, so {ASSISTANT_NAME} answers from the offline topic library, filled in from this configuration. Set
              the key (and optionally OPENAI_MODEL) to use OpenAI.
            </span>
          )}
        </p>
      </div>
      <AssistantConfigEditor assistantName={ASSISTANT_NAME} />
      <RecentConversations conversations={conversations} />
    </div>
  );
}
