import { MailIcon } from "@/components/icons/mail";
import { PhoneIcon } from "@/components/icons/phone";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/components/leads/format-date";
import type { ContactListItem } from "@/lib/client/leads";

/** One contact-form message (or agent funnel request) in the dashboard's recent list. */
export function ContactRow({ contact }: { contact: ContactListItem }) {
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-contact-id={contact.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">
            {contact.firstName} {contact.lastName}
          </p>
          {contact.agencyName && <p className="truncate text-sm text-muted-foreground">{contact.agencyName}</p>}
        </div>
        <Badge variant="outline" className="capitalize">
          {contact.subject}
        </Badge>
      </div>
      <div className="grid gap-1 text-sm text-muted-foreground sm:grid-cols-2">
        <a href={`mailto:${contact.email}`} className="inline-flex min-w-0 items-center gap-2 hover:text-foreground">
          <MailIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{contact.email}</span>
        </a>
        <span className="inline-flex items-center gap-2">
          <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
          {contact.phone}
        </span>
      </div>
      <p className="line-clamp-3 whitespace-pre-line text-sm">{contact.message}</p>
      <p className="text-xs text-muted-foreground">Received {formatDateTime(contact.createdAt)}</p>
    </li>
  );
}
