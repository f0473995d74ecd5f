"use client";

import { useState, type Ref } from "react";
import { SendIcon } from "@/components/icons/send";
import { CHAT_LIMITS } from "@/lib/constants";

export type ChatComposerProps = {
  ref?: Ref<HTMLTextAreaElement>;
  onSend: (text: string) => Promise<boolean>;
  /** A reply is on its way: typing is allowed, sending waits. */
  busy: boolean;
  assistantName: string;
};

export const CHAT_PLACEHOLDER = "Ask me about AI marketing, lead generation...";

/** The input: Enter sends, Shift+Enter inserts a line break; blank input cannot be sent. */
export function ChatComposer({ ref, onSend, busy, assistantName }: ChatComposerProps) {
  const [text, setText] = useState("");
  const blank = !text.trim();
  const near = text.length > CHAT_LIMITS.maxMessageChars * 0.8;

  const submit = () => {
    if (blank || busy) return;
    const value = text;
    setText("");
    void onSend(value);
  };

  return (
    <form
      className="flex items-end gap-2 border-t bg-background p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <textarea
          ref={ref}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          rows={1}
          maxLength={CHAT_LIMITS.maxMessageChars}
          placeholder={CHAT_PLACEHOLDER}
          aria-label={`Message ${assistantName}`}
          className="block max-h-32 min-h-10 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base [field-sizing:content] placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
        />
        {near && (
          <p className="mt-1 text-right text-[11px] text-muted-foreground" aria-live="polite">
            {text.length}/{CHAT_LIMITS.maxMessageChars}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={blank || busy}
        aria-label="Send message"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
      >
        <SendIcon aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
