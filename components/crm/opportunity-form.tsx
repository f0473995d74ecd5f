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
import { OwnerSelect, type StaffUser } from "@/components/crm/owner-select";
import { failureDescription, showServerFieldErrors } from "@/components/crm/form-errors";
import { CRM_FORM_DEFAULTS } from "@/lib/constants";
import { opportunitySchema, type OpportunityInput, type OpportunityValues } from "@/lib/schemas/crm-opportunity";
import { apiRequest } from "@/lib/client/api";
import { stageLabel } from "@/lib/crm/format";
import { toast } from "@/lib/use-toast";

const FIELDS = ["name", "accountId", "stage", "amount", "probability", "closeDate", "description", "assignedTo"] as const;

/** The opportunity form (loaded when its dialog first opens). Success: "Opportunity created successfully", lists and stats refresh. */
export function OpportunityForm({
  stages,
  users,
  account,
  onDone,
}: {
  stages: readonly { value: string; label: string }[];
  users: StaffUser[] | null;
  account?: { id: number; name: string };
  onDone: () => void;
}) {
  const router = useRouter();
  const defaults: Partial<OpportunityInput> = {
    name: "",
    stage: CRM_FORM_DEFAULTS.opportunityStage,
    amount: "",
    probability: CRM_FORM_DEFAULTS.opportunityProbability,
    closeDate: "",
    description: "",
    accountId: account?.id ?? "",
    assignedTo: "",
  };
  const { register, handleSubmit, setError, formState } = useForm<OpportunityInput, unknown, OpportunityValues>({
    resolver: zodResolver(opportunitySchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: OpportunityValues) => {
    try {
      await apiRequest("POST", "/api/crm/opportunities", values);
      toast({ title: "Opportunity created successfully" });
      onDone();
      router.refresh();
    } catch (e) {
      showServerFieldErrors(e, setError, FIELDS);
      toast({ title: "Failed to create opportunity", description: failureDescription(e), variant: "destructive" });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" htmlFor="new-opportunity-name" error={errors.name?.message} required className="sm:col-span-2">
        <Input placeholder="e.g. Home + auto bundle" {...register("name")} />
      </Field>
      <Field label="Account" htmlFor="new-opportunity-account" error={errors.accountId?.message} required className="sm:col-span-2">
        {(p) => <AccountPicker fixed={account} selectProps={{ ...p, ...register("accountId") }} />}
      </Field>
      <Field label="Stage" htmlFor="new-opportunity-stage" error={errors.stage?.message}>
        <NativeSelect className="capitalize" {...register("stage")}>
          {stages.map((s) => (
            <NativeSelectOption key={s.value} value={s.value}>
              {stageLabel(s.value)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Amount" htmlFor="new-opportunity-amount" error={errors.amount?.message} description="In dollars">
        <Input inputMode="decimal" placeholder="e.g. 2450" {...register("amount")} />
      </Field>
      <Field label="Probability (%)" htmlFor="new-opportunity-probability" error={errors.probability?.message}>
        <Input type="number" min={0} max={100} step={1} {...register("probability")} />
      </Field>
      <Field label="Close Date" htmlFor="new-opportunity-close" error={errors.closeDate?.message}>
        <Input type="date" {...register("closeDate")} />
      </Field>
      {users && (
        <Field label="Owner" htmlFor="new-opportunity-owner" error={errors.assignedTo?.message}>
          <OwnerSelect users={users} defaultLabel="The account's owner" {...register("assignedTo")} />
        </Field>
      )}
      <Field label="Description" htmlFor="new-opportunity-description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={3} {...register("description")} />
      </Field>
      <DialogFooter className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create Opportunity"}
        </Button>
      </DialogFooter>
    </form>
  );
}
