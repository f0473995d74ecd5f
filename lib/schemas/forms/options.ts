/**
 * Option lists of the browser forms, without zod: the forms render their choices from these
 * modules (`*-options.ts`) and fetch the schema itself (`<form>.ts`, which builds on them) only
 * when the visitor starts filling the form in.
 */

/** A select/radio option: the value sent to the server and the label people read. */
export type Option<V extends string = string> = { value: V; label: string; description?: string };

/** The values of an option list, as a tuple z.enum accepts. */
export function optionValues<const V extends string>(options: readonly [Option<V>, ...Option<V>[]]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

/** The label of a value (falls back to the value itself). */
export function optionLabel<V extends string>(options: readonly Option<V>[], value: V | undefined | null): string {
  return options.find((o) => o.value === value)?.label ?? String(value ?? "");
}
