import type { FormEvent, ReactNode, RefObject } from "react";
import { ConsentNotice } from "@/components/forms/consent-notice";
import { HoneypotField } from "@/components/forms/honeypot-field";
import type { SchemaFormElementProps } from "@/components/forms/use-schema-form";
import { FunnelNav, type FunnelNavProps } from "@/components/funnels/funnel-nav";
import type { ConsentVersion } from "@/lib/leads/consent";

type FunnelState = { step: number; total: number; isLast: boolean; next: () => Promise<boolean>; back: () => void };

/**
 * The form of a multi-step funnel: Enter or Continue moves to the next step until the last, where
 * it submits; the consent notice shows on the last step; the honeypot and the step navigation.
 */
export function FunnelForm({
  funnel,
  onSubmit,
  consentVersion,
  company,
  honeypotRef,
  formProps,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  funnel: FunnelState;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  consentVersion: ConsentVersion;
  company: string;
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** useSchemaForm's formProps: the form's ref, change tracking and schema prefetch. */
  formProps: SchemaFormElementProps;
  children: ReactNode;
} & Pick<FunnelNavProps, "pending" | "submitLabel" | "pendingLabel">) {
  return (
    <form
      {...formProps}
      className="relative grid gap-6"
      onSubmit={(event) => {
        if (funnel.isLast) return onSubmit(event);
        event.preventDefault();
        void funnel.next();
      }}
    >
      {children}
      {funnel.isLast && <ConsentNotice version={consentVersion} company={company} />}
      <HoneypotField ref={honeypotRef} />
      <FunnelNav step={funnel.step} total={funnel.total} pending={pending} onBack={funnel.back} submitLabel={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
