import { json } from "@/lib/http/responses";
import { readJson } from "@/lib/http/read-json";
import { accountSchema } from "@/lib/schemas/crm-account";
import { crmRoute, listResponse } from "@/lib/crm/http";
import { parseAccountType, parseListQuery } from "@/lib/crm/list-params";
import { listAccounts } from "@/lib/crm/accounts/list-accounts";
import { createAccount } from "@/lib/crm/accounts/create-account";

/** GET /api/crm/accounts?type=&q=&page=&size=&sort=&dir= → the list of accounts (paging in X-Total-Count…). */
export const GET = crmRoute("GET /api/crm/accounts", async (req, user) => {
  const sp = new URL(req.url).searchParams;
  return listResponse(await listAccounts(user, { ...parseListQuery("accounts", sp), type: parseAccountType(sp) }));
});

/** POST /api/crm/accounts → 201 with the account. */
export const POST = crmRoute("POST /api/crm/accounts", async (req, user) => {
  const body = await readJson(req, accountSchema, { maxBytes: 16 * 1024 });
  if (!body.ok) return body.response;
  return json(await createAccount(user, body.data), 201);
});
