/**
 * The card look, on its own so a public client island (a funnel, a thank-you card) can style plain
 * elements without importing tailwind-merge (see components/ui/button-variants.ts). Card.tsx uses the same.
 */
export const cardClassName = "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm";
export const cardHeaderClassName = "flex flex-col gap-1.5 px-6";
export const cardTitleClassName = "text-lg font-semibold leading-tight";
export const cardContentClassName = "px-6";
