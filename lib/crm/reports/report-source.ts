import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { IMPORT_LEAD_SOURCE_PREFIX, IMPORT_SOURCE_FAMILY } from "@/lib/constants";

/**
 * A lead's source as reports group it (the SQL twin of reportSourceOf in lib/leads/lead-sources.ts):
 * no source is `website`, and every `import:<file>` is the one `import` family, so the reports keep
 * to the fixed list however many files were imported.
 */
export function reportSourceSql(column: Prisma.Sql = Prisma.sql`"source"`): Prisma.Sql {
  return Prisma.sql`CASE WHEN starts_with(${column}, ${IMPORT_LEAD_SOURCE_PREFIX}) THEN ${IMPORT_SOURCE_FAMILY.value}::text ELSE coalesce(nullif(${column}, ''), 'website') END`;
}
