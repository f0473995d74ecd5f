-- CreateTable
CREATE TABLE "order_refund_entries" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "provider" "BillingProvider" NOT NULL,
    "reference" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "cause" TEXT NOT NULL DEFAULT 'refund',
    "at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_refund_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_refund_entries_orderId_idx" ON "order_refund_entries"("orderId");

-- CreateIndex
CREATE INDEX "order_refund_entries_at_idx" ON "order_refund_entries"("at");

-- CreateIndex
CREATE INDEX "orders_paidAt_idx" ON "orders"("paidAt");

-- CreateIndex
CREATE INDEX "orders_createdAt_idx" ON "orders"("createdAt" DESC);

-- AddForeignKey
ALTER TABLE "order_refund_entries" ADD CONSTRAINT "order_refund_entries_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Refunds recorded before this table: one entry per order for what it had back, at its last refund's time
-- (the earlier record kept only the total). A dispute lost is recorded the same way by the order's dispute.
INSERT INTO "order_refund_entries" ("orderId", "provider", "reference", "amountCents", "cause", "at")
SELECT "id",
       (CASE WHEN "paymentMethod" = 'paypal' THEN 'paypal' ELSE 'stripe' END)::"BillingProvider",
       COALESCE(CASE WHEN "disputeStatus" = 'lost' THEN "disputeId" END, "paymentIntentId", "paypalOrderId", 'before-entries'),
       "refundedCents",
       CASE WHEN "disputeStatus" = 'lost' THEN 'dispute' ELSE 'refund' END,
       COALESCE("refundedAt", "updatedAt")
FROM "orders"
WHERE "refundedCents" > 0;
