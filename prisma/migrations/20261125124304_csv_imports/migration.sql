-- CreateEnum
CREATE TYPE "ImportKind" AS ENUM ('leads', 'accounts');

-- CreateEnum
CREATE TYPE "ImportStatus" AS ENUM ('uploaded', 'queued', 'running', 'completed', 'cancelled', 'failed');

-- CreateEnum
CREATE TYPE "ImportRowOutcome" AS ENUM ('created', 'updated', 'skipped', 'failed');

-- CreateEnum
CREATE TYPE "ImportDuplicateChoice" AS ENUM ('skip', 'update', 'duplicate');

-- CreateTable
CREATE TABLE "imports" (
    "id" SERIAL NOT NULL,
    "kind" "ImportKind" NOT NULL,
    "status" "ImportStatus" NOT NULL DEFAULT 'uploaded',
    "fileName" TEXT NOT NULL,
    "createdById" INTEGER,
    "vouchedBy" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL DEFAULT 0,
    "encoding" TEXT NOT NULL DEFAULT 'utf-8',
    "delimiter" TEXT NOT NULL DEFAULT ',',
    "headers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "totalRows" INTEGER NOT NULL DEFAULT 0,
    "mapping" JSONB,
    "duplicateChoice" "ImportDuplicateChoice" NOT NULL DEFAULT 'skip',
    "fireMetaEvents" BOOLEAN NOT NULL DEFAULT false,
    "runAutomations" BOOLEAN NOT NULL DEFAULT false,
    "defaultOwnerId" INTEGER,
    "processedRows" INTEGER NOT NULL DEFAULT 0,
    "lastLine" INTEGER NOT NULL DEFAULT 0,
    "createdCount" INTEGER NOT NULL DEFAULT 0,
    "updatedCount" INTEGER NOT NULL DEFAULT 0,
    "skippedCount" INTEGER NOT NULL DEFAULT 0,
    "failedCount" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "cancelRequestedAt" TIMESTAMPTZ(3),
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_file_chunks" (
    "importId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "import_file_chunks_pkey" PRIMARY KEY ("importId","seq")
);

-- CreateTable
CREATE TABLE "import_rows" (
    "importId" INTEGER NOT NULL,
    "line" INTEGER NOT NULL,
    "outcome" "ImportRowOutcome" NOT NULL,
    "recordId" INTEGER,
    "contactId" INTEGER,
    "reason" TEXT,

    CONSTRAINT "import_rows_pkey" PRIMARY KEY ("importId","line")
);

-- CreateTable
CREATE TABLE "import_mappings" (
    "kind" "ImportKind" NOT NULL,
    "headerKey" TEXT NOT NULL,
    "mapping" JSONB NOT NULL,
    "updatedById" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "import_mappings_pkey" PRIMARY KEY ("kind","headerKey")
);

-- CreateIndex
CREATE INDEX "imports_createdAt_idx" ON "imports"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "imports_status_idx" ON "imports"("status");

-- CreateIndex
CREATE INDEX "import_rows_recordId_idx" ON "import_rows"("recordId");

-- AddForeignKey
ALTER TABLE "import_file_chunks" ADD CONSTRAINT "import_file_chunks_importId_fkey" FOREIGN KEY ("importId") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_importId_fkey" FOREIGN KEY ("importId") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The uploaded file lives only while its import runs: store its pieces out of line without compressing
-- them (pglz on every megabyte of CSV cost CPU for bytes deleted minutes later).
ALTER TABLE "import_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
