import { CalendarIcon, CheckSquareIcon, MailIcon, PhoneIcon, StickyNoteIcon } from "lucide-react";
import { titleCase } from "@/lib/crm/format";

const ICONS = { call: PhoneIcon, email: MailIcon, meeting: CalendarIcon, task: CheckSquareIcon, note: StickyNoteIcon } as const;

/** The icon of an activity type (call, email, meeting, task, note), named for screen readers. */
export function ActivityTypeIcon({ type }: { type: string }) {
  const Icon = ICONS[type as keyof typeof ICONS] ?? StickyNoteIcon;
  return (
    <span className="inline-flex items-center text-muted-foreground" title={titleCase(type)}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{titleCase(type)}</span>
    </span>
  );
}
