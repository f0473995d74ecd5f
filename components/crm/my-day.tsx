import { Link } from "@/components/ui/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ActionButton } from "@/components/forms/action-button";
import { LeadScore } from "@/components/crm/lead-score";
import type { DayTask, MyDay } from "@/lib/crm/activities/my-day";
import { completeTaskAction } from "@/lib/crm/activities/actions";
import { formatMinutes } from "@/lib/crm/format";
import { addDays, formatTexas, fromTexas } from "@/lib/crm/texas-time";
import { leadSourceLabel } from "@/lib/leads/lead-sources";

const dayHref = (day: string) => `/crm?tab=day&day=${day}`;

function dayName(day: string, today: string): string {
  if (day === today) return "Today";
  if (day === addDays(today, 1)) return "Tomorrow";
  if (day === addDays(today, -1)) return "Yesterday";
  return formatTexas(fromTexas(day, "12:00"), { time: false });
}

function TaskList({ tasks, empty, label }: { tasks: DayTask[]; empty: string; label: string }) {
  if (tasks.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y" aria-label={label}>
      {tasks.map((t) => (
        <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-task-id={t.id}>
          <div className="min-w-0 space-y-0.5">
            <p className="font-medium">
              {t.lead ? <Link className="text-primary hover:underline" href={`/crm/leads/${t.lead.id}`}>{t.subject}</Link> : t.subject}
            </p>
            <p className="text-sm text-muted-foreground">
              Due <time dateTime={t.dueDate}>{formatTexas(t.dueDate)}</time>
              {t.overdue && <span className="font-medium text-destructive"> · overdue</span>}
              {t.lead ? ` · ${t.lead.fullName}` : t.account ? <> · <Link className="hover:underline" href={`/crm/accounts/${t.account.id}`}>{t.account.name}</Link></> : null}
            </p>
            {t.description && <p className="text-sm">{t.description}</p>}
          </div>
          <ActionButton action={completeTaskAction} fields={{ activityId: t.id }} label="Complete" busyLabel="Completing..." />
        </li>
      ))}
    </ul>
  );
}

/**
 * My Day (the agents' default tab): the user's open tasks due on a Texas calendar day and, today,
 * the overdue ones and the new leads nobody has contacted yet, oldest first with how long they have
 * waited. Previous and next days are links (the day is in the address).
 */
export function MyDayView({ day, admin }: { day: MyDay; admin: boolean }) {
  const isToday = day.day === day.today;
  const name = dayName(day.day, day.today);
  return (
    <div className="grid gap-4">
      <nav aria-label="Days" className="flex flex-wrap items-center gap-3 text-sm">
        <Link className="text-primary hover:underline" href={dayHref(addDays(day.day, -1))}>
          ← Previous day
        </Link>
        {!isToday && (
          <Link className="text-primary hover:underline" href={dayHref(day.today)}>
            Today
          </Link>
        )}
        <Link className="text-primary hover:underline" href={dayHref(addDays(day.day, 1))}>
          Next day →
        </Link>
        <span className="text-muted-foreground">Texas time</span>
      </nav>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{isToday ? "Tasks due today" : `Tasks due ${name === "Tomorrow" ? "tomorrow" : name}`}</CardTitle>
            <CardDescription>{formatTexas(fromTexas(day.day, "12:00"), { time: false })}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {isToday && day.overdue.length > 0 && (
              <div>
                <h3 className="font-semibold text-destructive">Overdue</h3>
                <TaskList tasks={day.overdue} empty="" label="Overdue tasks" />
              </div>
            )}
            <TaskList tasks={day.due} empty={isToday ? "No tasks due today." : `No tasks due ${name === "Tomorrow" ? "tomorrow" : "that day"}.`} label={`Tasks due ${name.toLowerCase()}`} />
          </CardContent>
        </Card>
        {isToday && (
          <Card>
            <CardHeader>
              <CardTitle as="h2">New leads waiting</CardTitle>
              <CardDescription>
                {day.waitingTotal === 0
                  ? "Not contacted yet, oldest first"
                  : `${day.waitingTotal.toLocaleString("en-US")} not contacted yet${admin ? " (every agent's)" : ""}, oldest first${day.waitingTotal > day.waiting.length ? `: the first ${day.waiting.length}` : ""}`}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {day.waiting.length === 0 ? (
                <p className="text-muted-foreground">Nobody is waiting: every new lead has been contacted.</p>
              ) : (
                <ul className="divide-y" aria-label="New leads waiting">
                  {day.waiting.map((l) => (
                    <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-waiting-lead={l.id}>
                      <div className="min-w-0">
                        <Link className="font-medium text-primary hover:underline" href={`/crm/leads/${l.id}`}>
                          {l.fullName}
                        </Link>
                        <p className="text-sm text-muted-foreground">
                          {leadSourceLabel(l.source)} · {l.leadType}
                          {admin && ` · ${l.assignee ?? "Unassigned"}`}
                          {l.escalated && <span className="font-medium text-destructive" data-testid="escalated"> · escalated: call now</span>}
                        </p>
                      </div>
                      <div className="flex items-center gap-3">
                        <LeadScore score={l.verificationScore} isVerified={l.isVerified} />
                        <span className="text-sm font-medium tabular-nums" data-testid="minutes-waiting">
                          waiting {formatMinutes(l.minutesWaiting)}
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
