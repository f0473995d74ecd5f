import type { ChatMessage } from "@/components/chat/use-chat";

const time = (d: Date) => d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

export function MessageBubble({ message, assistantName }: { message: ChatMessage; assistantName: string }) {
  const mine = message.sender === "user";
  return (
    <div data-sender={message.sender} className={mine ? "flex justify-end" : "flex justify-start"}>
      <div
        className={
          mine
            ? "max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm text-primary-foreground"
            : "max-w-[85%] rounded-2xl rounded-bl-sm border bg-background px-3.5 py-2 text-sm text-foreground shadow-xs"
        }
      >
        <span className="sr-only">{mine ? "You" : assistantName}: </span>
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        <p className={mine ? "mt-1 text-right text-[11px] text-primary-foreground" : "mt-1 text-[11px] text-muted-foreground"}>
          <time dateTime={message.timestamp.toISOString()}>{time(message.timestamp)}</time>
        </p>
      </div>
    </div>
  );
}
