"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { OwnerSelect, type StaffUser } from "@/components/crm/owner-select";
import { failureDescription, showServerFieldErrors } from "@/components/crm/form-errors";
import { ACCOUNT_STATUSES, ACCOUNT_TYPE_FILTERS, CRM_FORM_DEFAULTS } from "@/lib/constants";
import { accountSchema, type AccountInput, type AccountValues } from "@/lib/schemas/crm-account";
import { apiRequest } from "@/lib/client/api";
import { titleCase } from "@/lib/crm/format";
import { toast } from "@/lib/use-toast";

const FIELDS = ["name", "type", "status", "industry", "email", "phone", "revenue", "website", "assignedTo", "tags", "notes"] as const;

export type EditableAccount = { id: number; name: string; type: string; status: string; industry: string | null; email: string | null; phone: string | null; website: string | null; revenue: string | null; notes: string | null; assignedTo: number | null; tags: { name: string }[] };

/**
 * The account form (loaded when its dialog first opens): the shared account schema validates in
 * the browser and on the server; success shows "Account created successfully", closes the dialog
 * (the next one starts empty) and refreshes the lists and the stats; failure shows "Failed to create account".
 */
export function AccountForm({ users, account, onDone }: { users: StaffUser[] | null; account?: EditableAccount; onDone: () => void }) {
  const router = useRouter();
  const editing = !!account;
  const defaults: Partial<AccountInput> = account
    ? {
        name: account.name,
        type: account.type as AccountInput["type"],
        status: account.status as AccountInput["status"],
        industry: account.industry ?? "",
        email: account.email ?? "",
        phone: account.phone ?? "",
        website: account.website ?? "",
        revenue: account.revenue ?? "",
        notes: account.notes ?? "",
        assignedTo: account.assignedTo ?? "",
        tags: account.tags.map((t) => t.name).join(", "),
      }
    : { name: "", type: "" as AccountInput["type"], status: CRM_FORM_DEFAULTS.accountStatus, industry: "", email: "", phone: "", website: "", revenue: "", notes: "", assignedTo: "", tags: "" };
  const { register, handleSubmit, setError, formState } = useForm<AccountInput, unknown, AccountValues>({ resolver: zodResolver(accountSchema), defaultValues: defaults });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: AccountValues) => {
    try {
      if (editing) await apiRequest("PATCH", `/api/crm/accounts/${account.id}`, { ...values, tags: values.tags ?? [] });
      else await apiRequest("POST", "/api/crm/accounts", values);
      toast({ title: editing ? "Account updated successfully" : "Account created successfully" });
      onDone();
      router.refresh();
    } catch (e) {
      showServerFieldErrors(e, setError, FIELDS);
      toast({ title: editing ? "Failed to update account" : "Failed to create account", description: failureDescription(e), variant: "destructive" });
    }
  };

  const id = (name: string) => `${editing ? "edit" : "new"}-account-${name}`;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" htmlFor={id("name")} error={errors.name?.message} required className="sm:col-span-2">
        <Input autoComplete="organization" {...register("name")} />
      </Field>
      <Field label="Type" htmlFor={id("type")} error={errors.type?.message} required>
        <NativeSelect {...register("type")}>
          <NativeSelectOption value="">Select a type</NativeSelectOption>
          {ACCOUNT_TYPE_FILTERS.filter((t) => t.value !== "all").map((t) => (
            <NativeSelectOption key={t.value} value={t.value}>
              {titleCase(t.value)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Status" htmlFor={id("status")} error={errors.status?.message}>
        <NativeSelect {...register("status")}>
          {ACCOUNT_STATUSES.map((s) => (
            <NativeSelectOption key={s} value={s}>
              {titleCase(s)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Email" htmlFor={id("email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </Field>
      <Field label="Phone" htmlFor={id("phone")} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register("phone")} />
      </Field>
      <Field label="Industry" htmlFor={id("industry")} error={errors.industry?.message}>
        <Input {...register("industry")} />
      </Field>
      <Field label="Revenue" htmlFor={id("revenue")} error={errors.revenue?.message} description="Annual, in dollars">
        <Input inputMode="decimal" placeholder="e.g. 250000" {...register("revenue")} />
      </Field>
      <Field label="Website" htmlFor={id("website")} error={errors.website?.message}>
        <Input type="url" placeholder="https://" {...register("website")} />
      </Field>
      {users && (
        <Field label="Owner" htmlFor={id("owner")} error={errors.assignedTo?.message}>
          <OwnerSelect users={users} defaultLabel={editing ? "Keep the current owner" : "Me"} {...register("assignedTo")} />
        </Field>
      )}
      <Field label="Tags" htmlFor={id("tags")} error={errors.tags?.message} description="Separate with commas" className="sm:col-span-2">
        <Input placeholder="e.g. bundle, referral" {...register("tags")} />
      </Field>
      <Field label="Notes" htmlFor={id("notes")} error={errors.notes?.message} className="sm:col-span-2">
        <Textarea rows={3} {...register("notes")} />
      </Field>
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : editing ? "Save Changes" : "Create Account"}
        </Button>
      </DialogFooter>
    </form>
  );
}
