-- The endpoint a buyer's pushes answered 410 Gone, kept on the buyer's set-up: each push checked it by
-- reading the buyer's whole push history (every attempt ever), which grows with every delivery.
ALTER TABLE "buyer_profiles" ADD COLUMN "pushGoneEndpoint" TEXT;

-- Endpoints whose latest answer was already 410: the one the buyer pushes to now, else the latest.
UPDATE "buyer_profiles" b SET "pushGoneEndpoint" = g.endpoint
FROM (
  SELECT DISTINCT ON (l."buyerId") l."buyerId", l.method::text || ' ' || l.url AS endpoint
  FROM (
    SELECT DISTINCT ON (d."buyerId", p.method, p.url) d."buyerId", p.method, p.url, a."statusCode", a.at
    FROM "delivery_push_attempts" a
    JOIN "delivery_pushes" p ON p.id = a."pushId"
    JOIN "lead_deliveries" d ON d.id = p."deliveryId"
    WHERE a."statusCode" IS NOT NULL
    ORDER BY d."buyerId", p.method, p.url, a.at DESC, a.id DESC
  ) l
  JOIN "buyer_profiles" bp ON bp."userId" = l."buyerId"
  WHERE l."statusCode" = 410
  ORDER BY l."buyerId", (l.method = bp."pushMethod" AND l.url IS NOT DISTINCT FROM bp."pushUrl") DESC, l.at DESC
) g
WHERE g."buyerId" = b."userId";
