-- Imports chosen as the marketplace's inventory (issue 31): the new leads are routed to buyers.
ALTER TABLE "imports" ADD COLUMN "forSale" BOOLEAN NOT NULL DEFAULT false;
