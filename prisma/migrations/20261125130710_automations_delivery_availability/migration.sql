-- AlterTable
ALTER TABLE "users" ADD COLUMN     "availableNow" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "bookingLink" TEXT,
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "workDays" INTEGER[] DEFAULT ARRAY[1, 2, 3, 4, 5]::INTEGER[],
ADD COLUMN     "workEndMinute" INTEGER NOT NULL DEFAULT 1080,
ADD COLUMN     "workStartMinute" INTEGER NOT NULL DEFAULT 480;

-- CreateTable
CREATE TABLE "automation_runs" (
    "id" SERIAL NOT NULL,
    "automationId" INTEGER NOT NULL,
    "leadId" INTEGER NOT NULL,
    "triggerKey" TEXT NOT NULL,
    "triggeredAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "automation_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "automation_steps" (
    "id" SERIAL NOT NULL,
    "runId" INTEGER NOT NULL,
    "automationId" INTEGER NOT NULL,
    "leadId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "runAt" TIMESTAMPTZ(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "detail" TEXT,
    "doneAt" TIMESTAMPTZ(3),
    "communicationId" INTEGER,
    "targetUserId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "automation_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_events" (
    "id" SERIAL NOT NULL,
    "svixId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "communicationId" INTEGER,
    "leadId" INTEGER,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_suppressions" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_suppressions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "automation_runs_leadId_idx" ON "automation_runs"("leadId");

-- CreateIndex
CREATE INDEX "automation_runs_automationId_triggeredAt_idx" ON "automation_runs"("automationId", "triggeredAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "automation_runs_automationId_leadId_triggerKey_key" ON "automation_runs"("automationId", "leadId", "triggerKey");

-- CreateIndex
CREATE INDEX "automation_steps_leadId_idx" ON "automation_steps"("leadId");

-- CreateIndex
CREATE INDEX "automation_steps_automationId_status_idx" ON "automation_steps"("automationId", "status");

-- CreateIndex
CREATE INDEX "automation_steps_targetUserId_action_id_idx" ON "automation_steps"("targetUserId", "action", "id");

-- CreateIndex
CREATE UNIQUE INDEX "automation_steps_runId_position_key" ON "automation_steps"("runId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "email_events_svixId_key" ON "email_events"("svixId");

-- CreateIndex
CREATE INDEX "email_events_leadId_idx" ON "email_events"("leadId");

-- CreateIndex
CREATE INDEX "email_events_communicationId_idx" ON "email_events"("communicationId");

-- CreateIndex
CREATE INDEX "email_events_providerId_idx" ON "email_events"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "email_suppressions_email_key" ON "email_suppressions"("email");

-- CreateIndex
CREATE INDEX "communications_providerId_idx" ON "communications"("providerId");

-- CreateIndex
CREATE INDEX "communications_automationId_idx" ON "communications"("automationId");

-- AddForeignKey
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_automationId_fkey" FOREIGN KEY ("automationId") REFERENCES "automations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_runId_fkey" FOREIGN KEY ("runId") REFERENCES "automation_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
