import { INSURANCE_TYPE_OPTIONS } from "./quote-funnel-options";

/** The choices and the shared home-details message of the /fb-ad quote form (its schema: ./rate-increase.ts). */
export const HOME_DETAILS_REQUIRED = "All home details are required for homeowners insurance";

export const RATE_INCREASE_INSURANCE_OPTIONS = INSURANCE_TYPE_OPTIONS;

export const HOME_DETAIL_FIELDS = ["homeAddress", "homeValue", "squareFootage", "roofYear"] as const;
