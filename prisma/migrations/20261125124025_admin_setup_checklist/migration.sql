-- CreateTable
CREATE TABLE "integration_checks" (
    "integration" TEXT NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "message" TEXT NOT NULL,
    "testedAt" TIMESTAMPTZ(3) NOT NULL,
    "testedById" INTEGER,
    "testedByName" TEXT,
    "configHash" TEXT NOT NULL,

    CONSTRAINT "integration_checks_pkey" PRIMARY KEY ("integration")
);

-- CreateTable
CREATE TABLE "webhook_receipts" (
    "endpoint" TEXT NOT NULL,
    "lastAt" TIMESTAMPTZ(3) NOT NULL,
    "lastAccepted" BOOLEAN NOT NULL,
    "lastStatus" INTEGER NOT NULL,
    "lastDetail" TEXT NOT NULL,
    "lastAcceptedAt" TIMESTAMPTZ(3),
    "lastRefusedAt" TIMESTAMPTZ(3),
    "lastRefusedDetail" TEXT,
    "acceptedCount" INTEGER NOT NULL DEFAULT 0,
    "refusedCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "webhook_receipts_pkey" PRIMARY KEY ("endpoint")
);
