"use client";

import { lazy, Suspense, useCallback, useRef, useState } from "react";

/**
 * The always-loaded part of the chat widget: the round button and its hint. The panel (and
 * everything it needs) is a separate chunk, fetched on first hover, focus or click, so marketing
 * pages ship only this file. Once opened, the panel stays mounted (hidden when closed) so the
 * conversation survives closing and reopening.
 */
const loadPanel = () => import("@/components/chat/chat-panel");
const ChatPanel = lazy(loadPanel);

export type ChatLauncherProps = { assistantName: string; companyName: string };

export function ChatLauncher({ assistantName, companyName }: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hint = `Chat with ${assistantName}!`;

  const preload = useCallback(() => {
    void loadPanel();
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    // Focus goes back to the button that opened the panel.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <>
      <div className="fixed bottom-4 right-4 z-50 flex items-center gap-3" hidden={open}>
        <span
          aria-hidden="true"
          className="hidden rounded-full border bg-background px-3 py-1.5 text-sm font-medium text-foreground shadow-md sm:block"
        >
          {hint}
        </span>
        <button
          ref={buttonRef}
          type="button"
          aria-label={hint}
          title={hint}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
          </svg>
        </button>
      </div>
      {mounted && (
        <Suspense
          fallback={
            <div role="status" className="fixed bottom-4 right-4 z-50 rounded-xl border bg-background px-4 py-3 text-sm shadow-lg">
              Opening chat…
            </div>
          }
        >
          <ChatPanel open={open} onClose={close} assistantName={assistantName} companyName={companyName} />
        </Suspense>
      )}
    </>
  );
}
