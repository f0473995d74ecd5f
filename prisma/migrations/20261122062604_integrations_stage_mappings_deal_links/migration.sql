-- CreateTable
CREATE TABLE "crm_stage_mappings" (
    "id" SERIAL NOT NULL,
    "provider" TEXT NOT NULL,
    "stage" TEXT NOT NULL,
    "eventName" TEXT NOT NULL,
    "defaultValue" DECIMAL(12,2),
    "createdBy" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "crm_stage_mappings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "crm_deal_links" (
    "id" SERIAL NOT NULL,
    "provider" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "leadId" INTEGER NOT NULL,
    "linkedBy" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "crm_deal_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "crm_stage_mappings_provider_stage_key" ON "crm_stage_mappings"("provider", "stage");

-- CreateIndex
CREATE INDEX "crm_deal_links_leadId_idx" ON "crm_deal_links"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "crm_deal_links_provider_externalId_key" ON "crm_deal_links"("provider", "externalId");
