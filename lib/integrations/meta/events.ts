/**
 * Server events for Meta's Conversions API (integrations.md §1): name, time, our deduplication id,
 * action source (website for site events, with their URL and user agent; system_generated for CRM
 * stages, with Conversion Leads' event_source and lead_event_source), hashed user data and
 * custom data in USD under the "Lead Progression" category.
 */
import { META_CAPI } from "@/lib/constants";
import type { UserData } from "@/lib/integrations/meta/user-data";

export type ServerEvent = {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: "website" | "system_generated";
  event_source_url?: string;
  user_data: UserData;
  custom_data: {
    currency: string;
    value: number;
    content_name: string;
    content_category: string;
    event_source?: "crm";
    lead_event_source?: string;
  };
};

/** Where the event happened: on our site (a browser was there) or in a CRM. */
export type EventOrigin = { kind: "website"; url: string; userAgent: string } | { kind: "crm"; crmName: string };

export type EventInput = {
  eventName: string;
  eventTime: Date;
  eventId: string;
  user: UserData;
  value: number;
  contentName: string;
  origin: EventOrigin;
};

export function buildServerEvent(input: EventInput): ServerEvent {
  const custom: ServerEvent["custom_data"] = {
    currency: META_CAPI.currency,
    value: Math.round(input.value * 100) / 100,
    content_name: input.contentName,
    content_category: META_CAPI.contentCategory,
  };
  const event: ServerEvent = {
    event_name: input.eventName,
    event_time: Math.floor(input.eventTime.getTime() / 1000),
    event_id: input.eventId,
    action_source: input.origin.kind === "website" ? "website" : "system_generated",
    user_data: input.user,
    custom_data: custom,
  };
  if (input.origin.kind === "website") {
    event.event_source_url = input.origin.url;
    event.user_data = { ...input.user, client_user_agent: input.origin.userAgent.slice(0, 512) };
  } else {
    custom.event_source = "crm";
    custom.lead_event_source = input.origin.crmName;
  }
  return event;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/[^A-Za-z0-9]+/g, "-").toLowerCase();

/**
 * Our deduplication keys. One event of a kind per lead (a lead is received once, verified once,
 * scheduled once…), so the same stage reported by two systems reaches Meta once. Sales (Purchase,
 * Subscribe) are per deal when a deal is known: one person may buy two policies.
 */
export function leadEventId(leadId: number, eventName: string, suffix?: string): string {
  return `lead-${leadId}-${kebab(eventName)}${suffix ? `-${kebab(suffix)}` : ""}`;
}

export function dealEventId(provider: string, dealId: string | number, eventName: string): string {
  return `${kebab(provider)}-deal-${String(dealId).replace(/[^A-Za-z0-9]+/g, "")}-${kebab(eventName)}`;
}

/** Events that count a sale: keyed per deal, carrying the revenue. */
export const SALE_EVENTS: readonly string[] = ["Purchase", "Subscribe"];
