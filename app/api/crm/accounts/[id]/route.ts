import { json, notFound } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { accountUpdateSchema } from "@/lib/schemas/crm-account";
import { crmRoute, routeId, type IdContext } from "@/lib/crm/http";
import { getAccountDetail } from "@/lib/crm/accounts/account-detail";
import { updateAccount } from "@/lib/crm/accounts/update-account";
import { deleteAccount } from "@/lib/crm/accounts/delete-account";

/** GET /api/crm/accounts/[id] → the account with its contacts, opportunities, activities and timeline. */
export const GET = crmRoute<IdContext>("GET /api/crm/accounts/[id]", async (_req, user, ctx) => {
  const detail = await getAccountDetail(user, await routeId(ctx));
  return detail ? json(detail) : notFound();
});

export const PATCH = crmRoute<IdContext>("PATCH /api/crm/accounts/[id]", async (req, user, ctx) => {
  const id = await routeId(ctx);
  const body = await readJson(req, accountUpdateSchema, { maxBytes: 16 * 1024 });
  if (!body.ok) return body.response;
  return json(await updateAccount(user, id, body.data));
});

export const DELETE = crmRoute<IdContext>("DELETE /api/crm/accounts/[id]", async (_req, user, ctx) => {
  await deleteAccount(user, await routeId(ctx));
  return json({ success: true });
});
