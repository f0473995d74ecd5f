"use client";

import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { FormMessage } from "@/components/forms/form-message";
import { shown, useActionForm } from "@/components/forms/use-action-form";
import { OwnerSelect, type StaffUser } from "@/components/crm/owner-select";
import { ACCOUNT_STATUSES, ACCOUNT_TYPE_FILTERS, CRM_FORM_DEFAULTS } from "@/lib/constants";
import { createAccountAction, updateAccountAction } from "@/lib/crm/accounts/actions";
import { accountEditSchema, accountSchema } from "@/lib/schemas/crm-account";
import { fieldError } from "@/lib/forms/action-state";
import { titleCase } from "@/lib/crm/format";

export type EditableAccount = { id: number; name: string; type: string; status: string; industry: string | null; email: string | null; phone: string | null; website: string | null; revenue: string | null; notes: string | null; assignedTo: number | null; tags: { name: string }[] };

/**
 * The account form, in the Add Account / Edit Account dialog or as a page of its own (`standalone`,
 * for browsers without JavaScript). It posts to a server action that validates with the shared
 * schema (also checked here first). In the dialog, success toasts "Account created successfully",
 * closes the dialog (the next one starts empty) and the lists and stats refresh; failure toasts
 * "Failed to create account". On its own page, success opens the account.
 */
export function AccountForm({ users, account, onDone, standalone = false }: { users: StaffUser[] | null; account?: EditableAccount; onDone?: () => void; standalone?: boolean }) {
  const editing = !!account;
  const { state, pending, formProps } = useActionForm(editing ? updateAccountAction : createAccountAction, {
    schema: editing ? accountEditSchema : accountSchema,
    errorTitle: editing ? "Failed to update account" : "Failed to create account",
    onSuccess: onDone,
  });
  const value = (name: string, fallback: string | null | undefined) => shown(state, name, fallback);
  const error = (name: string) => fieldError(state, name);
  const id = (name: string) => `${editing ? "edit" : "new"}-account-${name}`;

  return (
    <form {...formProps} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {account && <input type="hidden" name="accountId" value={account.id} />}
      {standalone && <input type="hidden" name="then" value="open" />}
      <Field label="Name" htmlFor={id("name")} error={error("name")} required className="sm:col-span-2">
        <Input name="name" autoComplete="organization" defaultValue={value("name", account?.name)} />
      </Field>
      <Field label="Type" htmlFor={id("type")} error={error("type")} required>
        <NativeSelect name="type" defaultValue={value("type", account?.type)}>
          <NativeSelectOption value="">Select a type</NativeSelectOption>
          {ACCOUNT_TYPE_FILTERS.filter((t) => t.value !== "all").map((t) => (
            <NativeSelectOption key={t.value} value={t.value}>
              {titleCase(t.value)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Status" htmlFor={id("status")} error={error("status")}>
        <NativeSelect name="status" defaultValue={value("status", account?.status ?? CRM_FORM_DEFAULTS.accountStatus)}>
          {ACCOUNT_STATUSES.map((s) => (
            <NativeSelectOption key={s} value={s}>
              {titleCase(s)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Email" htmlFor={id("email")} error={error("email")}>
        <Input type="email" name="email" autoComplete="email" defaultValue={value("email", account?.email)} />
      </Field>
      <Field label="Phone" htmlFor={id("phone")} error={error("phone")}>
        <Input type="tel" name="phone" autoComplete="tel" defaultValue={value("phone", account?.phone)} />
      </Field>
      <Field label="Industry" htmlFor={id("industry")} error={error("industry")}>
        <Input name="industry" defaultValue={value("industry", account?.industry)} />
      </Field>
      <Field label="Revenue" htmlFor={id("revenue")} error={error("revenue")} description="Annual, in dollars">
        <Input name="revenue" inputMode="decimal" placeholder="e.g. 250000" defaultValue={value("revenue", account?.revenue)} />
      </Field>
      <Field label="Website" htmlFor={id("website")} error={error("website")}>
        <Input type="url" name="website" placeholder="https://" defaultValue={value("website", account?.website)} />
      </Field>
      {users && (
        <Field label="Owner" htmlFor={id("owner")} error={error("assignedTo")}>
          <OwnerSelect name="assignedTo" users={users} defaultLabel={editing ? "Keep the current owner" : "Me"} defaultValue={value("assignedTo", "")} />
        </Field>
      )}
      <Field label="Tags" htmlFor={id("tags")} error={error("tags")} description="Separate with commas" className="sm:col-span-2">
        <Input name="tags" placeholder="e.g. bundle, referral" defaultValue={value("tags", account?.tags.map((t) => t.name).join(", "))} />
      </Field>
      <Field label="Notes" htmlFor={id("notes")} error={error("notes")} className="sm:col-span-2">
        <Textarea name="notes" rows={3} defaultValue={value("notes", account?.notes)} />
      </Field>
      <FormMessage state={state} className="sm:col-span-2" />
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : editing ? "Save Changes" : "Create Account"}
        </Button>
      </DialogFooter>
    </form>
  );
}
