-- CreateTable
CREATE TABLE "web_vitals" (
    "id" BIGSERIAL NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "route" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "lcp" DOUBLE PRECISION,
    "inp" DOUBLE PRECISION,
    "cls" DOUBLE PRECISION,
    "fcp" DOUBLE PRECISION,
    "ttfb" DOUBLE PRECISION,

    CONSTRAINT "web_vitals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "web_vitals_createdAt_idx" ON "web_vitals" USING BRIN ("createdAt");
