-- CreateEnum
CREATE TYPE "BillingProvider" AS ENUM ('stripe', 'paypal');

-- CreateEnum
CREATE TYPE "BillingInterval" AS ENUM ('month', 'year');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('incomplete', 'active', 'past_due', 'suspended', 'canceled', 'expired');

-- CreateTable
CREATE TABLE "billing_prices" (
    "id" SERIAL NOT NULL,
    "provider" "BillingProvider" NOT NULL,
    "lookupKey" TEXT NOT NULL,
    "plan" TEXT NOT NULL,
    "interval" "BillingInterval" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "providerProductId" TEXT NOT NULL,
    "providerPriceId" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "syncedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "billing_prices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_customers" (
    "userId" INTEGER NOT NULL,
    "stripeCustomerId" TEXT,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_customers_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "provider" "BillingProvider" NOT NULL,
    "providerSubscriptionId" TEXT,
    "kind" TEXT NOT NULL,
    "plan" TEXT NOT NULL,
    "interval" "BillingInterval" NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'incomplete',
    "liveKey" TEXT,
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "currentPeriodStart" TIMESTAMPTZ(3),
    "currentPeriodEnd" TIMESTAMPTZ(3),
    "firstPaidAt" TIMESTAMPTZ(3),
    "pastDueSince" TIMESTAMPTZ(3),
    "graceEndsAt" TIMESTAMPTZ(3),
    "canceledAt" TIMESTAMPTZ(3),
    "cancelReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_payments" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "provider" "BillingProvider" NOT NULL,
    "providerPaymentId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "plan" TEXT NOT NULL,
    "interval" "BillingInterval" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "periodStart" TIMESTAMPTZ(3),
    "periodEnd" TIMESTAMPTZ(3),
    "hostedUrl" TEXT,
    "failureCode" TEXT,
    "attemptedAt" TIMESTAMPTZ(3) NOT NULL,
    "paidAt" TIMESTAMPTZ(3),

    CONSTRAINT "billing_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_refunds" (
    "id" SERIAL NOT NULL,
    "paymentId" INTEGER NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "provider" "BillingProvider" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "providerRefundId" TEXT,
    "error" TEXT,
    "byId" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "refundedAt" TIMESTAMPTZ(3),

    CONSTRAINT "billing_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_events" (
    "id" SERIAL NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "billing_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "paypal_transmissions" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "paypal_transmissions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "billing_prices_provider_lookupKey_active_idx" ON "billing_prices"("provider", "lookupKey", "active");

-- CreateIndex
CREATE UNIQUE INDEX "billing_prices_provider_providerPriceId_key" ON "billing_prices"("provider", "providerPriceId");

-- CreateIndex
CREATE UNIQUE INDEX "billing_customers_stripeCustomerId_key" ON "billing_customers"("stripeCustomerId");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_providerSubscriptionId_key" ON "subscriptions"("providerSubscriptionId");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_liveKey_key" ON "subscriptions"("liveKey");

-- CreateIndex
CREATE INDEX "subscriptions_userId_createdAt_idx" ON "subscriptions"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "subscriptions_status_graceEndsAt_idx" ON "subscriptions"("status", "graceEndsAt");

-- CreateIndex
CREATE INDEX "billing_payments_subscriptionId_attemptedAt_idx" ON "billing_payments"("subscriptionId", "attemptedAt");

-- CreateIndex
CREATE INDEX "billing_payments_paidAt_idx" ON "billing_payments"("paidAt");

-- CreateIndex
CREATE UNIQUE INDEX "billing_payments_provider_providerPaymentId_key" ON "billing_payments"("provider", "providerPaymentId");

-- CreateIndex
CREATE INDEX "billing_refunds_paymentId_idx" ON "billing_refunds"("paymentId");

-- CreateIndex
CREATE INDEX "billing_refunds_refundedAt_idx" ON "billing_refunds"("refundedAt");

-- CreateIndex
CREATE UNIQUE INDEX "billing_refunds_provider_providerRefundId_key" ON "billing_refunds"("provider", "providerRefundId");

-- CreateIndex
CREATE INDEX "billing_events_subscriptionId_at_idx" ON "billing_events"("subscriptionId", "at");

-- AddForeignKey
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_refunds" ADD CONSTRAINT "billing_refunds_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "billing_payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_refunds" ADD CONSTRAINT "billing_refunds_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
