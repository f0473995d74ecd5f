"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest, ApiError } from "@/lib/client/api";
import { OUTER_FALLBACK_REPLY, RATE_LIMITED_REPLY, randomClientFallback } from "@/lib/assistant/fallbacks";
import { CHAT_CONSENT_VERSION } from "@/lib/assistant/messages";
import { CHAT_LIMITS } from "@/lib/constants";

/** A chat message as the widget keeps it (public-site.md §3): id from the timestamp, sender, time. */
export type ChatMessage = { id: string; content: string; sender: "user" | "agent"; timestamp: Date };

const SESSION_KEY = "chat_session_id";
const MESSAGES_KEY = "chat_messages";

/** "session_" + current time + random suffix (public-site.md §3). */
export function newSessionId(now = Date.now()): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  const suffix = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `session_${now}_${suffix}`;
}

/** "user_" + timestamp (public-site.md §3). */
export function newMessageId(now: number): string {
  return `user_${now}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function restore(): { sessionId: string; messages: ChatMessage[] } | null {
  const s = storage();
  const sessionId = s?.getItem(SESSION_KEY);
  const raw = s?.getItem(MESSAGES_KEY);
  if (!sessionId || !raw) return null;
  try {
    const parsed = JSON.parse(raw) as (Omit<ChatMessage, "timestamp"> & { timestamp: string })[];
    if (!Array.isArray(parsed) || !parsed.length) return null;
    return { sessionId, messages: parsed.map((m) => ({ ...m, timestamp: new Date(m.timestamp) })) };
  } catch {
    return null;
  }
}

/**
 * The conversation: starts with the agent's greeting, appends the visitor's message at once, shows
 * the typing indicator until the reply arrives, and falls back to a generic reply when the call
 * fails. Kept in sessionStorage so it survives reloads within the tab.
 */
export function useChat(greeting: string) {
  const [state] = useState(() => {
    const restored = restore();
    if (restored) return restored;
    const now = Date.now();
    return { sessionId: newSessionId(now), messages: [{ id: String(now), content: greeting, sender: "agent" as const, timestamp: new Date(now) }] };
  });
  const [messages, setMessages] = useState<ChatMessage[]>(state.messages);
  const [typing, setTyping] = useState(false);
  const lastId = useRef(0);

  useEffect(() => {
    const s = storage();
    s?.setItem(SESSION_KEY, state.sessionId);
    s?.setItem(MESSAGES_KEY, JSON.stringify(messages.slice(-50)));
  }, [messages, state.sessionId]);

  /** Timestamps as ids, never the same twice. */
  const nextTime = () => {
    const t = Math.max(Date.now(), lastId.current + 1);
    lastId.current = t;
    return t;
  };

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim().slice(0, CHAT_LIMITS.maxMessageChars);
      if (!content || typing) return false;
      const sentAt = nextTime();
      setMessages((m) => [...m, { id: String(sentAt), content, sender: "user", timestamp: new Date(sentAt) }]);
      setTyping(true);
      let reply: string;
      try {
        const res = await apiRequest<{ response?: unknown }>("POST", "/api/chat/message", {
          sessionId: state.sessionId,
          messageId: newMessageId(sentAt),
          content,
          consentVersion: CHAT_CONSENT_VERSION,
        });
        reply = typeof res?.response === "string" && res.response.trim() ? res.response : OUTER_FALLBACK_REPLY;
      } catch (e) {
        const status = e instanceof ApiError ? e.status : 0;
        console.warn("Chat message failed", status || "network error");
        reply = status === 429 ? ((e as ApiError).serverMessage ?? RATE_LIMITED_REPLY) : randomClientFallback();
      }
      const at = nextTime();
      setMessages((m) => [...m, { id: String(at), content: reply, sender: "agent", timestamp: new Date(at) }]);
      setTyping(false);
      return true;
    },
    [state.sessionId, typing],
  );

  return { sessionId: state.sessionId, messages, typing, send };
}
