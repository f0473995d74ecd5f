import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ConversationSummary } from "@/lib/assistant/conversation";

const when = (d: Date) =>
  d.toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "America/Chicago" });

const PRIORITY_VARIANT = { high: "destructive", medium: "warning", low: "secondary" } as const;

function Facts({ c }: { c: ConversationSummary }) {
  const f = c.facts;
  const rows: [string, string][] = [];
  if (f.name) rows.push(["Name", f.name]);
  if (f.agencyName) rows.push(["Agency", f.agencyName]);
  if (f.agencySize || f.bookSize) rows.push(["Size", [f.agencySize, f.bookSize].filter(Boolean).join(", ")]);
  if (f.linesOfBusiness.length) rows.push(["Lines", f.linesOfBusiness.join(", ")]);
  if (f.email) rows.push(["E-mail", f.email]);
  if (f.phone) rows.push(["Phone", f.phone]);
  if (!rows.length) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The latest chat sessions with what was learned and the insights for follow-up. */
export function RecentConversations({ conversations }: { conversations: ConversationSummary[] }) {
  return (
    <section aria-labelledby="recent-conversations" className="space-y-4">
      <h2 id="recent-conversations" className="text-xl font-semibold">
        Recent conversations
      </h2>
      {conversations.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No conversations yet. They appear here as soon as a visitor chats with the assistant.
        </p>
      )}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {conversations.map((c) => (
          <li key={c.sessionId}>
            <Card className="h-full gap-4">
              <CardHeader>
                <CardTitle as="h3" className="flex flex-wrap items-center gap-2 text-base">
                  <span className="font-mono text-sm">{c.sessionId.slice(0, 24)}</span>
                  {c.leadId && <Badge variant="success">Lead #{c.leadId}</Badge>}
                </CardTitle>
                <p className="text-sm text-muted-foreground">
                  {when(c.lastInteraction)} · {c.messageCount} messages · {c.aiCalls} AI replies
                  {c.interests.length > 0 && ` · ${c.interests.map((i) => i.replace("_", " ")).join(", ")}`}
                </p>
              </CardHeader>
              <CardContent className="grid gap-3">
                <Facts c={c} />
                {c.insights.length > 0 ? (
                  <ul className="grid gap-2" aria-label="Insights">
                    {c.insights.map((i) => (
                      <li key={`${i.insightType}:${i.insight}`} className="rounded-md border p-2 text-sm">
                        <div className="flex flex-wrap items-center gap-2">
                          <Badge variant={PRIORITY_VARIANT[i.priority as keyof typeof PRIORITY_VARIANT] ?? "secondary"}>{i.priority}</Badge>
                          <span className="font-medium">{i.insight}</span>
                        </div>
                        {i.followupSuggestion && <p className="mt-1 text-muted-foreground">{i.followupSuggestion}</p>}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">No insights yet.</p>
                )}
                <details className="text-sm">
                  <summary className="cursor-pointer font-medium text-primary">Transcript</summary>
                  <ol className="mt-2 grid gap-2">
                    {c.messages.map((m, idx) => (
                      <li key={idx} className={m.sender === "user" ? "rounded-md bg-muted p-2" : "rounded-md border p-2"}>
                        <span className="font-medium">{m.sender === "user" ? "Visitor" : "Assistant"}: </span>
                        <span className="whitespace-pre-wrap">{m.content}</span>
                      </li>
                    ))}
                  </ol>
                </details>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
