"use client";

import { useEffect, useRef } from "react";
import { MessageSquareIcon } from "lucide-react";
import { TextBubble } from "@/components/texting/text-bubble";
import { TextReplyForm, type TemplateOption } from "@/components/texting/text-reply-form";
import { useThread } from "@/components/texting/use-thread";
import type { Thread } from "@/lib/texting/thread";

/**
 * The lead page's conversation (issue 33): the texts with this person as bubbles, oldest first and the
 * newest at the bottom, with delivery ticks, kept live (a reply shows within seconds), and the agent's
 * answer under it.
 */
export function LeadTexts({ initial, name, templates }: { initial: Thread; name: string; templates: TemplateOption[] }) {
  const { thread, refresh } = useThread(initial);
  const list = useRef<HTMLOListElement>(null);
  const firstName = name.trim().split(/\s+/)[0] || name;
  const count = thread.messages.length;
  const last = thread.messages.at(-1);
  // New messages scroll into view (the newest is at the bottom).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, last?.id, last?.status]);
  const firstText = !thread.messages.some((m) => m.direction === "outbound" && m.status !== "not_sent");
  return (
    <div className="grid gap-4">
      {count === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageSquareIcon aria-hidden="true" className="size-4" /> No texts with {firstName} yet.
        </p>
      ) : (
        <ol ref={list} role="log" aria-live="polite" aria-label={`Texts with ${name}, oldest first`} className="grid max-h-[28rem] gap-2 overflow-y-auto rounded-md border bg-background p-3" tabIndex={0}>
          {thread.messages.map((m) => (
            <TextBubble key={m.id} m={m} name={firstName} />
          ))}
        </ol>
      )}
      <TextReplyForm leadId={thread.leadId} firstName={firstName} templates={templates} firstText={firstText} disabledReason={thread.state.canSend ? null : thread.state.reason} onSent={refresh} />
    </div>
  );
}
