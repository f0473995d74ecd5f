-- AlterTable
ALTER TABLE "users" ADD COLUMN     "mobileE164" TEXT;

-- CreateTable
CREATE TABLE "sms_events" (
    "id" SERIAL NOT NULL,
    "messageSid" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "errorCode" INTEGER,
    "communicationId" INTEGER,
    "leadId" INTEGER,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sms_events_communicationId_idx" ON "sms_events"("communicationId");

-- CreateIndex
CREATE INDEX "sms_events_leadId_idx" ON "sms_events"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "sms_events_messageSid_status_key" ON "sms_events"("messageSid", "status");

-- CreateIndex
CREATE INDEX "communications_sms_to_idx" ON "communications"("toAddress", "createdAt") WHERE ("type" = 'sms');

-- AddForeignKey
ALTER TABLE "sms_events" ADD CONSTRAINT "sms_events_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
