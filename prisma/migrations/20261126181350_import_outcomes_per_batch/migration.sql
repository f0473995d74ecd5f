-- Import outcomes per batch (issue 34): one row per committed batch with the outcomes in arrays,
-- instead of one row per line. The outcomes of earlier imports move over (in pieces of 500 lines,
-- as the job writes them), so their reports stay whole; then import_rows goes.

-- CreateTable
CREATE TABLE "import_batches" (
    "importId" INTEGER NOT NULL,
    "firstLine" INTEGER NOT NULL,
    "lastLine" INTEGER NOT NULL,
    "lines" INTEGER[],
    "outcomes" "ImportRowOutcome"[],
    "recordIds" INTEGER[],
    "contactIds" INTEGER[],
    "reasons" TEXT[],

    CONSTRAINT "import_batches_pkey" PRIMARY KEY ("importId","firstLine")
);

-- AddForeignKey
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_importId_fkey" FOREIGN KEY ("importId") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The outcomes recorded so far.
INSERT INTO "import_batches" ("importId", "firstLine", "lastLine", "lines", "outcomes", "recordIds", "contactIds", "reasons")
SELECT "importId", min("line"), max("line"), array_agg("line" ORDER BY "line"), array_agg("outcome" ORDER BY "line"),
       array_agg("recordId" ORDER BY "line"), array_agg("contactId" ORDER BY "line"), array_agg("reason" ORDER BY "line")
FROM "import_rows"
GROUP BY "importId", ("line" - 2) / 500;

-- DropForeignKey
ALTER TABLE "import_rows" DROP CONSTRAINT "import_rows_importId_fkey";

-- DropTable
DROP TABLE "import_rows";
