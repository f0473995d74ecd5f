import { buttonVariants } from "@/components/ui/button-variants";
import { signOutEverywhereAction } from "@/lib/auth/actions";
import { formatDateTime } from "@/lib/crm/format";
import type { ActiveSession } from "@/lib/auth/sessions";

/** The browsers signed in to this account, and "Sign out everywhere" (a plain form: works without JavaScript). */
export function SessionsList({ sessions }: { sessions: ActiveSession[] }) {
  return (
    <div className="space-y-4">
      <ul className="divide-y rounded-md border text-sm">
        {sessions.map((s, i) => (
          <li key={i} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              <span className="font-medium">{describeAgent(s.userAgent)}</span>
              {s.current && <span className="ml-2 rounded bg-secondary px-1.5 py-0.5 text-xs">This browser</span>}
              <span className="block text-muted-foreground">
                Signed in {formatDateTime(s.createdAt)}
                {s.ip ? ` from ${s.ip}` : ""} · ends {formatDateTime(s.expiresAt)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <form action={signOutEverywhereAction}>
        <button type="submit" className={buttonVariants({ variant: "destructive" })}>
          Sign out everywhere
        </button>
      </form>
    </div>
  );
}

/** "Chrome on Windows"-style label from a user agent, good enough to recognise one's own devices. */
function describeAgent(ua: string | null): string {
  if (!ua) return "Unknown browser";
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "Browser";
  const os = /Windows/.test(ua) ? "Windows" : /Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS" : /Mac OS X/.test(ua) ? "macOS" : /Linux/.test(ua) ? "Linux" : "";
  return os ? `${browser} on ${os}` : browser;
}
