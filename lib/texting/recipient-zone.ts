import "server-only";
import { db } from "@/lib/db";
import { CRM_TIME_ZONE } from "@/lib/constants";
import { zip5 } from "@/lib/geo/zip5";
import { CENTRAL, MOUNTAIN, zoneOfAreaCode } from "@/lib/texting/area-codes";

/** Texas counties on Mountain time: El Paso and Hudspeth (every other Texas county is Central). */
const MOUNTAIN_COUNTIES = new Set(["48141", "48229"]);

export type RecipientZones = {
  /** One zone, or two when the ZIP code crosses the Central/Mountain line (a text goes only when both allow it). */
  zones: string[];
  /** Where they came from, said on the timeline and in the lead page's confirm. */
  source: "zip" | "area_code" | "agency";
};

/**
 * The recipient's time zone(s) for the law's hours (issue 33): the lead's ZIP code (texas_zips: the
 * ZIP's county, and every county it touches: 79855 is 72 % Culberson, Central, and 28 % Hudspeth,
 * Mountain), else the phone's area code (915 Mountain, other Texas codes Central), else the agency's
 * own zone (Texas time).
 */
export async function recipientZones(lead: { zip5?: string | null; zipCode?: string | null; phoneE164: string | null }): Promise<RecipientZones> {
  const zip = lead.zip5 ?? zip5(lead.zipCode);
  const row = zip ? await db().texasZip.findUnique({ where: { zip }, select: { timeZone: true, countyFipsAll: true } }) : null;
  return zonesOf(row, lead.phoneE164);
}

/** The same from a texas_zips row already read (null: no Texas ZIP) and the phone. */
export function zonesOf(zip: { timeZone: string; countyFipsAll: string[] } | null, phoneE164: string | null): RecipientZones {
  if (zip) {
    const zones = new Set([zip.timeZone]);
    for (const fips of zip.countyFipsAll) zones.add(!fips.startsWith("48") ? zip.timeZone : MOUNTAIN_COUNTIES.has(fips) ? MOUNTAIN : CENTRAL);
    return { zones: [...zones].sort(), source: "zip" };
  }
  const byArea = zoneOfAreaCode(phoneE164);
  if (byArea) return { zones: [byArea], source: "area_code" };
  return { zones: [CRM_TIME_ZONE], source: "agency" };
}
