/** The five-digit ZIP of what a person typed ("78701", "78701-1234", " 78701 "), or null. No server-only code: forms use it too. */
export function zip5(typed: string | null | undefined): string | null {
  const m = /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(typed ?? "");
  return m ? m[1]! : null;
}
