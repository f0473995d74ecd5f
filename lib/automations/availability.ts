import { CRM_TIME_ZONE } from "@/lib/constants";
import { addDays, fromTexas, isoWeekday, texasDate, texasTime } from "@/lib/crm/texas-time";

/**
 * Agents' availability (issue 26): working hours in Texas time (ISO weekdays, minutes since
 * midnight, end excluded) and the "Available now" switch. Round-robin at capture
 * (lib/leads/store-lead.ts) and the automations' reassignment pick only available agents; an
 * agent's alerts wait for their hours. No server-only code: the forms show the same rules.
 */
export type WorkingHours = { workDays: number[]; workStartMinute: number; workEndMinute: number };

export const DEFAULT_WORKING_HOURS: WorkingHours = { workDays: [1, 2, 3, 4, 5], workStartMinute: 8 * 60, workEndMinute: 18 * 60 };
export const WEEKDAYS = [
  { value: 1, label: "Monday", short: "Mon" },
  { value: 2, label: "Tuesday", short: "Tue" },
  { value: 3, label: "Wednesday", short: "Wed" },
  { value: 4, label: "Thursday", short: "Thu" },
  { value: 5, label: "Friday", short: "Fri" },
  { value: 6, label: "Saturday", short: "Sat" },
  { value: 7, label: "Sunday", short: "Sun" },
] as const;

/**
 * SQL: is user `u` available at the instant `at` (an SQL expression of type timestamptz)? Approved
 * agent, switch on, a working day and a minute inside their hours, in Texas time.
 */
export function availableSql(at: string): string {
  const local = `(${at} AT TIME ZONE '${CRM_TIME_ZONE}')`;
  return `u."availableNow" AND EXTRACT(ISODOW FROM ${local})::int = ANY(u."workDays")
    AND (EXTRACT(HOUR FROM ${local})::int * 60 + EXTRACT(MINUTE FROM ${local})::int) >= u."workStartMinute"
    AND (EXTRACT(HOUR FROM ${local})::int * 60 + EXTRACT(MINUTE FROM ${local})::int) < u."workEndMinute"`;
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
/** Is the instant inside the agent's working hours (Texas time)? */
export function withinHours(h: WorkingHours, at: Date): boolean {
  const date = texasDate(at);
  const minute = minuteOf(texasTime(at));
  return h.workDays.includes(isoWeekday(date)) && minute >= h.workStartMinute && minute < h.workEndMinute;
}

/** The next instant the agent's hours begin at or after `at` (null: no working day at all). */
export function nextWorkingStart(h: WorkingHours, at: Date): Date | null {
  if (withinHours(h, at)) return at;
  if (h.workDays.length === 0 || h.workStartMinute >= h.workEndMinute) return null;
  const today = texasDate(at);
  for (let i = 0; i <= 7; i++) {
    const day = addDays(today, i);
    if (!h.workDays.includes(isoWeekday(day))) continue;
    const start = fromTexas(day, hhmm(h.workStartMinute));
    if (start.getTime() >= at.getTime()) return start;
  }
  return null;
}

/** "Mon–Fri 8:00 AM–6:00 PM" style summary of an agent's hours. */
export function describeHours(h: WorkingHours): string {
  if (h.workDays.length === 0) return "No working days";
  const days = [...h.workDays].sort((a, b) => a - b);
  const consecutive = days.every((d, i) => i === 0 || d === days[i - 1]! + 1);
  const name = (d: number) => WEEKDAYS[d - 1]!.short;
  const dayText = days.length === 7 ? "Every day" : consecutive && days.length > 2 ? `${name(days[0]!)}–${name(days.at(-1)!)}` : days.map(name).join(", ");
  if (h.workStartMinute === 0 && h.workEndMinute >= 24 * 60) return `${dayText}, all day (Texas time)`;
  const end = h.workEndMinute >= 24 * 60 ? "midnight" : clock(h.workEndMinute);
  return `${dayText} ${clock(h.workStartMinute)}–${end} Texas time`;
}

export function clock(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 || minute === 24 * 60 ? "AM" : "PM"}`;
}

export { hhmm as minuteToClock, minuteOf as clockToMinute };
