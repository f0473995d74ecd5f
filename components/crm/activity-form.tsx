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
import { AccountPicker } from "@/components/crm/account-picker";
import { failureDescription, showServerFieldErrors } from "@/components/crm/form-errors";
import { ACTIVITY_PRIORITIES, ACTIVITY_STATUSES, ACTIVITY_TYPES, CRM_FORM_DEFAULTS } from "@/lib/constants";
import { activitySchema, type ActivityInput, type ActivityValues } from "@/lib/schemas/crm-activity";
import { apiRequest } from "@/lib/client/api";
import { titleCase } from "@/lib/crm/format";
import { toast } from "@/lib/use-toast";

const FIELDS = ["type", "subject", "description", "status", "priority", "scheduledDate", "accountId", "opportunityId"] as const;

/** "YYYY-MM-DDTHH:mm" (datetime-local) → ISO with the browser's offset, so the server stores the right instant. */
function localToIso(v: string | undefined): string | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

/** The activity form (loaded when its dialog first opens). Success: "Activity created successfully", lists refresh. */
export function ActivityForm({
  account,
  opportunities,
  onDone,
}: {
  account?: { id: number; name: string };
  opportunities?: { id: number; name: string }[];
  onDone: () => void;
}) {
  const router = useRouter();
  const defaults: Partial<ActivityInput> = {
    type: CRM_FORM_DEFAULTS.activityType,
    subject: "",
    description: "",
    status: CRM_FORM_DEFAULTS.activityStatus,
    priority: CRM_FORM_DEFAULTS.activityPriority,
    scheduledDate: "",
    accountId: account?.id ?? "",
    opportunityId: "",
  };
  const { register, handleSubmit, setError, formState } = useForm<ActivityInput, unknown, ActivityValues>({
    resolver: zodResolver(activitySchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ActivityValues) => {
    try {
      await apiRequest("POST", "/api/crm/activities", { ...values, scheduledDate: localToIso(values.scheduledDate) });
      toast({ title: "Activity created successfully" });
      onDone();
      router.refresh();
    } catch (e) {
      showServerFieldErrors(e, setError, FIELDS);
      toast({ title: "Failed to create activity", description: failureDescription(e), variant: "destructive" });
    }
  };

  const select = (values: readonly string[]) =>
    values.map((v) => (
      <NativeSelectOption key={v} value={v}>
        {titleCase(v)}
      </NativeSelectOption>
    ));

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Type" htmlFor="new-activity-type" error={errors.type?.message}>
        <NativeSelect {...register("type")}>{select(ACTIVITY_TYPES)}</NativeSelect>
      </Field>
      <Field label="Status" htmlFor="new-activity-status" error={errors.status?.message}>
        <NativeSelect {...register("status")}>{select(ACTIVITY_STATUSES)}</NativeSelect>
      </Field>
      <Field label="Subject" htmlFor="new-activity-subject" error={errors.subject?.message} required className="sm:col-span-2">
        <Input placeholder="e.g. Review renewal quote" {...register("subject")} />
      </Field>
      <Field label="Account" htmlFor="new-activity-account" error={errors.accountId?.message} required className="sm:col-span-2">
        {(p) => <AccountPicker fixed={account} selectProps={{ ...p, ...register("accountId") }} />}
      </Field>
      {opportunities && opportunities.length > 0 && (
        <Field label="Opportunity" htmlFor="new-activity-opportunity" error={errors.opportunityId?.message} className="sm:col-span-2">
          <NativeSelect {...register("opportunityId")}>
            <NativeSelectOption value="">None</NativeSelectOption>
            {opportunities.map((o) => (
              <NativeSelectOption key={o.id} value={o.id}>
                {o.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Field label="Priority" htmlFor="new-activity-priority" error={errors.priority?.message}>
        <NativeSelect {...register("priority")}>{select(ACTIVITY_PRIORITIES)}</NativeSelect>
      </Field>
      <Field label="Due" htmlFor="new-activity-due" error={errors.scheduledDate?.message}>
        <Input type="datetime-local" {...register("scheduledDate")} />
      </Field>
      <Field label="Description" htmlFor="new-activity-description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={3} {...register("description")} />
      </Field>
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create Activity"}
        </Button>
      </DialogFooter>
    </form>
  );
}
