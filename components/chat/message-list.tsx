"use client";

import { useEffect, useRef } from "react";
import type { ChatMessage } from "@/components/chat/use-chat";
import { MessageBubble } from "@/components/chat/message-bubble";
import { TypingIndicator } from "@/components/chat/typing-indicator";

export type MessageListProps = { messages: ChatMessage[]; typing: boolean; assistantName: string; heightPx: number };

/** The conversation as a live log; it scrolls to the newest message and to the typing indicator. */
export function MessageList({ messages, typing, assistantName, heightPx }: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, typing]);

  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={`Conversation with ${assistantName}`}
      tabIndex={0}
      style={{ height: heightPx }}
      className="max-h-[calc(100dvh-13rem)] space-y-3 overflow-y-auto overscroll-contain bg-muted/30 p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      {messages.map((m) => (
        <MessageBubble key={m.id} message={m} assistantName={assistantName} />
      ))}
      {typing && <TypingIndicator assistantName={assistantName} />}
    </div>
  );
}
