"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { addContactAction, removeContactAction, updateContactAction } from "@/lib/crm/contacts/actions";
import { fieldError } from "@/lib/forms/action-state";
import { contactCreateSchema, contactUpdateSchema } from "@/lib/schemas/crm-contact";

export type AccountContact = {
  id: number;
  firstName: string;
  lastName: string;
  title: string | null;
  department?: string | null;
  email: string | null;
  phone: string | null;
  mobile?: string | null;
  isPrimary: boolean;
  emailOptIn: boolean;
};

/** The account page's contacts: each with Edit and Remove, and "Add contact"; one of them is the primary contact. */
export function AccountContacts({ accountId, contacts }: { accountId: number; contacts: AccountContact[] }) {
  const [editing, setEditing] = useState<number | "new" | null>(null);
  return (
    <div className="space-y-3">
      {contacts.length === 0 && <p className="text-muted-foreground">No contacts yet.</p>}
      <ul className="space-y-3" aria-label="Contacts">
        {contacts.map((c) =>
          editing === c.id ? (
            <li key={c.id}>
              <ContactForm accountId={accountId} contact={c} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={c.id} className="space-y-0.5" data-contact-id={c.id}>
              <p className="font-medium">
                {c.firstName} {c.lastName} {c.isPrimary && <Badge variant="secondary">Primary</Badge>}
              </p>
              {(c.title || c.department) && <p className="text-muted-foreground">{[c.title, c.department].filter(Boolean).join(", ")}</p>}
              {c.email && <p className="break-all">{c.email}</p>}
              {c.phone && <p>{c.phone}</p>}
              {c.mobile && <p>Mobile {c.mobile}</p>}
              {!c.emailOptIn && <Badge variant="destructive">Do not contact</Badge>}
              <div className="flex gap-2 pt-1">
                <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(c.id)} aria-label={`Edit ${c.firstName} ${c.lastName}`}>
                  Edit
                </Button>
                <RemoveContact contact={c} />
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === "new" ? (
        <ContactForm accountId={accountId} onDone={() => setEditing(null)} />
      ) : (
        <Button type="button" size="sm" variant="outline" onClick={() => setEditing("new")}>
          Add contact
        </Button>
      )}
    </div>
  );
}

function RemoveContact({ contact }: { contact: AccountContact }) {
  const name = `${contact.firstName} ${contact.lastName}`;
  const { pending, formProps } = useActionForm(removeContactAction, { errorTitle: `Could not remove ${name}`, confirm: `Remove ${name} from this account?` });
  return (
    <form {...formProps}>
      <input type="hidden" name="contactId" value={contact.id} />
      <Button type="submit" size="sm" variant="ghost" className="text-destructive" disabled={pending} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </form>
  );
}

function ContactForm({ accountId, contact, onDone }: { accountId: number; contact?: AccountContact; onDone: () => void }) {
  const { state, pending, formProps } = useActionForm(contact ? updateContactAction : addContactAction, {
    schema: contact ? contactUpdateSchema : contactCreateSchema,
    errorTitle: contact ? "The contact was not saved" : "The contact was not added",
    onSuccess: onDone,
  });
  const id = contact ? `contact-${contact.id}` : `contact-new-${accountId}`;
  return (
    <form {...formProps} className="grid gap-3 rounded-md border p-3" aria-label={contact ? `Edit ${contact.firstName} ${contact.lastName}` : "Add a contact"}>
      {contact ? <input type="hidden" name="contactId" value={contact.id} /> : <input type="hidden" name="accountId" value={accountId} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="First name" htmlFor={`${id}-first`} error={fieldError(state, "firstName")} required>
          <Input name="firstName" defaultValue={shown(state, "firstName", contact?.firstName)} maxLength={80} autoComplete="off" />
        </Field>
        <Field label="Last name" htmlFor={`${id}-last`} error={fieldError(state, "lastName")} required>
          <Input name="lastName" defaultValue={shown(state, "lastName", contact?.lastName)} maxLength={80} autoComplete="off" />
        </Field>
      </div>
      <Field label="Title" htmlFor={`${id}-title`} error={fieldError(state, "title")}>
        <Input name="title" defaultValue={shown(state, "title", contact?.title)} maxLength={120} />
      </Field>
      <Field label="Department" htmlFor={`${id}-department`} error={fieldError(state, "department")}>
        <Input name="department" defaultValue={shown(state, "department", contact?.department)} maxLength={80} />
      </Field>
      <Field label="Email" htmlFor={`${id}-email`} error={fieldError(state, "email")}>
        <Input name="email" type="email" defaultValue={shown(state, "email", contact?.email)} maxLength={254} autoComplete="off" />
      </Field>
      <Field label="Phone" htmlFor={`${id}-phone`} error={fieldError(state, "phone")}>
        <Input name="phone" type="tel" defaultValue={shown(state, "phone", contact?.phone)} maxLength={32} autoComplete="off" />
      </Field>
      <Field label="Mobile" htmlFor={`${id}-mobile`} error={fieldError(state, "mobile")}>
        <Input name="mobile" type="tel" defaultValue={shown(state, "mobile", contact?.mobile)} maxLength={32} autoComplete="off" />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isPrimary" defaultChecked={contact?.isPrimary ?? false} className="size-4 accent-primary" /> Primary contact
      </label>
      <FormMessage state={state} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : contact ? "Save contact" : "Add contact"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
