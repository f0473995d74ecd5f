import { Maximize2Icon } from "@/components/icons/maximize-2";
import { MinusIcon } from "@/components/icons/minus";
import { XIcon } from "@/components/icons/x";

export type ChatHeaderProps = {
  titleId: string;
  assistantName: string;
  minimized: boolean;
  onToggleMinimize: () => void;
  onClose: () => void;
};

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md text-primary-foreground/90 hover:bg-white/15 hover:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white";

export function ChatHeader({ titleId, assistantName, minimized, onToggleMinimize, onClose }: ChatHeaderProps) {
  return (
    <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/20 font-semibold">
        {assistantName.charAt(0)}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-sm font-semibold leading-tight">
          {assistantName} - AI Marketing Expert
        </h2>
        <p className="flex items-center gap-1.5 text-xs text-primary-foreground/85">
          <span aria-hidden="true" className="size-2 rounded-full bg-green-400" />
          Online • Lead Gen Specialist
        </p>
      </div>
      <button
        type="button"
        className={iconButton}
        onClick={onToggleMinimize}
        aria-label={minimized ? "Restore chat" : "Minimize chat"}
        aria-expanded={!minimized}
      >
        {minimized ? <Maximize2Icon aria-hidden="true" className="size-4" /> : <MinusIcon aria-hidden="true" className="size-4" />}
      </button>
      <button type="button" className={iconButton} onClick={onClose} aria-label="Close chat">
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </header>
  );
}
