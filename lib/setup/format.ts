/** Times on the setup page, in the agency's time zone (Texas), e.g. "Nov 25, 2026, 9:14 AM CST". */
export function formatSetupTime(at: Date): string {
  return at.toLocaleString("en-US", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "short", timeZoneName: undefined }) + " " + zoneName(at);
}

function zoneName(at: Date): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", timeZoneName: "short" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "";
}
