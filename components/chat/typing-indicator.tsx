export function TypingIndicator({ assistantName }: { assistantName: string }) {
  return (
    <div role="status" aria-label={`${assistantName} is typing`} className="flex justify-start">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm border bg-background px-4 py-3 shadow-xs">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-2 rounded-full bg-muted-foreground/70 motion-safe:animate-bounce"
          />
        ))}
        <span className="sr-only">{assistantName} is typing…</span>
      </div>
    </div>
  );
}
