"use client";

import { useEffect, useId, useRef, useState } from "react";
import { CHAT } from "@/lib/constants";
import { consentText } from "@/lib/leads/consent";
import { CHAT_CONSENT_VERSION } from "@/lib/assistant/messages";
import { ChatHeader } from "@/components/chat/chat-header";
import { MessageList } from "@/components/chat/message-list";
import { ChatComposer } from "@/components/chat/chat-composer";
import { useChat } from "@/components/chat/use-chat";

export type ChatPanelProps = { open: boolean; onClose: () => void; assistantName: string; companyName: string };

export function chatGreeting(assistantName: string, companyName: string): string {
  return (
    `Hi! I'm ${assistantName}, the AI marketing expert at ${companyName}. I help Texas insurance agents win more ` +
    "clients with exclusive, verified leads and marketing that actually converts. How can I help you build your book of business today?"
  );
}

/**
 * The open chat panel (public-site.md §2, §4): header with minimize and close, a 480px message
 * log that follows the newest message, the typing indicator, and the composer with the consent
 * notice. Minimized: 320px wide, only the header. Escape closes.
 */
export default function ChatPanel({ open, onClose, assistantName, companyName }: ChatPanelProps) {
  const titleId = useId();
  const [minimized, setMinimized] = useState(false);
  const { messages, typing, send } = useChat(chatGreeting(assistantName, companyName));
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open && !minimized) inputRef.current?.focus();
  }, [open, minimized]);

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      data-state={minimized ? "minimized" : "open"}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
      style={{ width: minimized ? CHAT.minimizedWidthPx : CHAT.widthPx }}
      className="fixed bottom-4 right-4 z-50 flex max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl"
    >
      <ChatHeader
        titleId={titleId}
        assistantName={assistantName}
        minimized={minimized}
        onToggleMinimize={() => setMinimized((m) => !m)}
        onClose={onClose}
      />
      {!minimized && (
        <>
          <MessageList messages={messages} typing={typing} assistantName={assistantName} heightPx={CHAT.panelHeightPx} />
          <ChatComposer ref={inputRef} onSend={send} busy={typing} assistantName={assistantName} />
          <p className="border-t bg-muted/50 px-3 py-2 text-[11px] leading-snug text-muted-foreground">
            {consentText(CHAT_CONSENT_VERSION, companyName)}
          </p>
        </>
      )}
    </section>
  );
}
