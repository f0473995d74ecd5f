/**
 * The time zone of a Texas phone number by its area code, when the lead's ZIP code says nothing: 915
 * (El Paso, Hudspeth) is Mountain time; every other Texas area code is Central. Alaska's, Hawaii's and
 * Puerto Rico's codes name their zone; any other North American number may be in any continental
 * zone (lib/texting/recipient-zone.ts). The ZIP code is the better source: a mobile number keeps its
 * area code when its owner moves.
 */
export const MOUNTAIN = "America/Denver";
export const CENTRAL = "America/Chicago";

/** Every Texas area code (NANPA), overlays included. */
const TEXAS_AREA_CODES = new Set([
  "210", "214", "254", "281", "325", "346", "361", "409", "430", "432", "469", "512", "682", "713", "726", "737",
  "806", "817", "830", "832", "903", "915", "936", "940", "945", "956", "972", "979",
]);

export function areaCodeOf(e164: string | null | undefined): string | null {
  const m = /^\+1(\d{3})\d{7}$/.exec(e164 ?? "");
  return m ? m[1]! : null;
}

export function zoneOfAreaCode(e164: string | null | undefined): string | null {
  const code = areaCodeOf(e164);
  if (!code || !TEXAS_AREA_CODES.has(code)) return null;
  return code === "915" ? MOUNTAIN : CENTRAL;
}

/** Area codes of a zone outside the continental United States. */
const AWAY_AREA_CODES: Record<string, string> = { "808": "Pacific/Honolulu", "907": "America/Anchorage", "787": "America/Puerto_Rico", "939": "America/Puerto_Rico" };

export function awayZoneOfAreaCode(e164: string | null | undefined): string | null {
  const code = areaCodeOf(e164);
  return code ? (AWAY_AREA_CODES[code] ?? null) : null;
}
