import { UTM_DEFAULTS } from "@/lib/constants";
import type { Option } from "./options";

/** The choices, messages and UTM reading of the /landing form (its schema: ./landing.ts). */
export const LANDING_FOCUS_OPTIONS = [
  { value: "auto", label: "Auto insurance" },
  { value: "home", label: "Home insurance" },
  { value: "life", label: "Life insurance" },
  { value: "all", label: "All of the above" },
] as const satisfies readonly [Option, ...Option[]];

export const LANDING_MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  agencyName: "Please enter your agency name",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  leadType: "Please select your primary insurance focus",
} as const;

export type Utm = { utmSource: string; utmMedium: string; utmCampaign: string };

/** UTM values from the page address, with the spec's defaults ('direct', 'organic', 'general'). */
export function utmFromSearchParams(params: Pick<URLSearchParams, "get"> | null | undefined): Utm {
  const read = (key: string, fallback: string) => params?.get(key)?.trim().slice(0, 120) || fallback;
  return {
    utmSource: read("utm_source", UTM_DEFAULTS.utmSource),
    utmMedium: read("utm_medium", UTM_DEFAULTS.utmMedium),
    utmCampaign: read("utm_campaign", UTM_DEFAULTS.utmCampaign),
  };
}
