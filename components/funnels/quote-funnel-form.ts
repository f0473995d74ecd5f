import type { SchemaForm } from "@/components/forms/use-schema-form";
import type { QuoteFunnelField } from "@/lib/schemas/forms/quote-funnel-options";

/** The form state the quote funnel's steps share. */
export type QuoteFunnelForm = SchemaForm<QuoteFunnelField>;
