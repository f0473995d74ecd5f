-- AlterTable
-- A replay answers the first answer's exact bytes, so they are kept as text. Rows stored before this
-- migration are converted in place (jsonb's own text form): the same JSON value, with jsonb's key order
-- and spacing, for the at most 24 hours such a record lives.
ALTER TABLE "idempotency_records" ALTER COLUMN "responseBody" SET DATA TYPE TEXT;
