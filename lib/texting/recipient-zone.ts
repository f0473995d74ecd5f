import "server-only";
import { db } from "@/lib/db";
import { CRM_TIME_ZONE } from "@/lib/constants";
import { zip5 } from "@/lib/geo/zip5";
import { areaCodeOf, awayZoneOfAreaCode, CENTRAL, MOUNTAIN, zoneOfAreaCode } from "@/lib/texting/area-codes";

/** Texas counties on Mountain time: El Paso and Hudspeth (every other Texas county is Central). */
const MOUNTAIN_COUNTIES = new Set(["48141", "48229"]);

export type RecipientZones = {
  /** One zone, or two when the ZIP code crosses the Central/Mountain line (a text goes only when both allow it). */
  zones: string[];
  /**
   * Where they came from, said in the lead page's confirm. "outside_texas": a ZIP code outside Texas,
   * or a number from outside Texas without a Texas ZIP: every continental zone, so a text goes only
   * when the law's hours hold wherever the person is.
   */
  source: "zip" | "area_code" | "outside_texas" | "agency";
};

/**
 * The continental zones, the westernmost first: the law's hours open last there (the waiting label's
 * "9:00 a.m." is its clock) and close first in the East.
 */
export const CONTINENTAL_ZONES = ["America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York"] as const;

/**
 * The recipient's time zone(s) for the law's hours (issue 33): the lead's ZIP code (texas_zips: the
 * ZIP's county, and every county it touches: 79855 is 72 % Culberson, Central, and 28 % Hudspeth,
 * Mountain), else the phone's area code (915 Mountain, other Texas codes Central; Alaska's, Hawaii's
 * and Puerto Rico's their own zone). A ZIP code outside Texas, or a number from outside Texas without a
 * Texas ZIP, may be anywhere: every continental zone. Without either, the agency's own zone (Texas time).
 */
export async function recipientZones(lead: { zip5?: string | null; zipCode?: string | null; phoneE164: string | null }): Promise<RecipientZones> {
  const zip = lead.zip5 ?? zip5(lead.zipCode);
  const row = zip ? await db().texasZip.findUnique({ where: { zip }, select: { timeZone: true, countyFipsAll: true } }) : null;
  return zonesOf(row, lead.phoneE164, !!zip && !row);
}

/** The same from a texas_zips row already read (null: no Texas ZIP), the phone, and whether a ZIP outside Texas was given. */
export function zonesOf(zip: { timeZone: string; countyFipsAll: string[] } | null, phoneE164: string | null, zipOutsideTexas = false): RecipientZones {
  if (zip) {
    const zones = new Set([zip.timeZone]);
    for (const fips of zip.countyFipsAll) zones.add(!fips.startsWith("48") ? zip.timeZone : MOUNTAIN_COUNTIES.has(fips) ? MOUNTAIN : CENTRAL);
    return { zones: [...zones].sort(), source: "zip" };
  }
  const away = awayZoneOfAreaCode(phoneE164);
  // A ZIP code outside Texas says only "elsewhere": every continental zone, and the number's own zone
  // when its area code names one outside the continent (a text goes only when all of them allow it).
  if (zipOutsideTexas) return { zones: away ? [...CONTINENTAL_ZONES, away] : [...CONTINENTAL_ZONES], source: "outside_texas" };
  if (away) return { zones: [away], source: "area_code" };
  const texan = zoneOfAreaCode(phoneE164);
  if (texan) return { zones: [texan], source: "area_code" };
  if (areaCodeOf(phoneE164)) return { zones: [...CONTINENTAL_ZONES], source: "outside_texas" };
  return { zones: [CRM_TIME_ZONE], source: "agency" };
}
