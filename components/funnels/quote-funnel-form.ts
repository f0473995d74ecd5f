import type { UseFormReturn } from "react-hook-form";
import type { QuoteFunnelData, QuoteFunnelValues } from "@/lib/schemas/forms/quote-funnel";

/** The react-hook-form instance the quote funnel's steps share. */
export type QuoteFunnelForm = UseFormReturn<QuoteFunnelValues, unknown, QuoteFunnelData>;
