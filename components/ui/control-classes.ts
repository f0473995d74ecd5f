/**
 * The look of text-like controls (input, textarea, native select), on its own so a public island can
 * style a plain <input> without importing tailwind-merge (see components/ui/button-variants.ts).
 */
export const controlClassName =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive md:text-sm";

/** What an <input> adds to the control look: its height and the file-picker button. */
export const inputClassName =
  "h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground";
