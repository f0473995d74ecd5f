import { ChevronDownIcon } from "@/components/icons/chevron-down";
import type { FaqItem } from "@/content";

/**
 * The six FAQ items as native disclosure widgets: keyboard- and screen-reader-friendly with no
 * JavaScript. `items` arrive with merge fields already filled in.
 */
export function ContactFaq({ items }: { items: FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y rounded-2xl border bg-card shadow-sm">
      {items.map((item) => (
        <details key={item.id} className="group px-6" id={`faq-${item.id}`}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
