/**
 * The button styles, on their own so the header's client islands can style a link or a button
 * without importing <Button> (its radix Slot) or tailwind-merge into every public page's bundle.
 * A plain lookup (no class-variance-authority): it is on every page's first load.
 */
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-8 text-base",
  icon: "size-10",
} as const;

export type ButtonVariantProps = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

/**
 * The classes of a button: `buttonVariants({ variant: "outline", size: "sm" })` (defaults: default /
 * default); `className` is appended (layout only, e.g. "w-full": nothing merges conflicting classes here).
 */
export function buttonVariants({ variant, size, className }: ButtonVariantProps & { className?: string } = {}): string {
  return `${BASE} ${VARIANTS[variant ?? "default"]} ${SIZES[size ?? "default"]}${className ? ` ${className}` : ""}`;
}
