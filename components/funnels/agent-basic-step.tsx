import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { AgentFunnelForm } from "@/components/funnels/agent-funnel-form";

/** Step 1: name, e-mail, phone, agency. */
export function AgentBasicStep({ form }: { form: AgentFunnelForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5">
      <Field label="Full Name" htmlFor="agent-fullName" required error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="First and last name" {...register("fullName")} />
      </Field>
      <Field label="Business Email" htmlFor="agent-email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
      </Field>
      <Field label="Phone Number" htmlFor="agent-phone" required error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="(512) 555-0142" {...register("phone")} />
      </Field>
      <Field label="Agency Name" htmlFor="agent-agencyName" required error={errors.agencyName?.message}>
        <Input autoComplete="organization" {...register("agencyName")} />
      </Field>
    </div>
  );
}
