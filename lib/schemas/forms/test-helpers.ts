/** Field → first message of a failed safeParse, for the schema tests. */
export function messages(r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}
