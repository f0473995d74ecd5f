import { TextField } from "@/components/forms/form-fields";
import type { AgentFunnelForm } from "@/components/funnels/agent-funnel-form";

/** Step 1: name, e-mail, phone, agency. */
export function AgentBasicStep({ form }: { form: AgentFunnelForm }) {
  return (
    <div className="grid gap-5">
      <TextField form={form} name="fullName" label="Full Name" required autoComplete="name" placeholder="First and last name" />
      <TextField form={form} name="email" label="Business Email" required type="email" autoComplete="email" inputMode="email" />
      <TextField form={form} name="phone" label="Phone Number" required type="tel" autoComplete="tel" inputMode="tel" placeholder="(512) 555-0142" />
      <TextField form={form} name="agencyName" label="Agency Name" required autoComplete="organization" />
    </div>
  );
}
