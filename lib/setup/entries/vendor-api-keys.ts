import "server-only";
import { db } from "@/lib/db";
import { formatSetupTime } from "@/lib/setup/format";
import type { SetupEntry } from "@/lib/setup/types";

/** Lead vendors post leads to /api/v1/leads with a key an admin issues at /admin/api-keys. */
export const vendorApiKeysEntry: SetupEntry = {
  key: "vendor-api-keys",
  title: "Lead-vendor API keys",
  summary: "Lead vendors send leads to POST /api/v1/leads with a key of their own. Keys are issued and revoked at API keys; nothing to set on the server.",
  variables: [],
  links: [{ href: "/admin/api-keys", label: "API keys" }],
  async status() {
    const [active, used] = await Promise.all([
      db().apiKey.count({ where: { revokedAt: null } }),
      db().apiKey.findFirst({ where: { revokedAt: null, lastUsedAt: { not: null } }, orderBy: { lastUsedAt: "desc" }, select: { name: true, lastUsedAt: true } }),
    ]);
    if (active === 0) return { state: "not_configured", detail: "No active key: no vendor can send leads yet." };
    const keys = active === 1 ? "1 active key" : `${active} active keys`;
    if (!used?.lastUsedAt) return { state: "untested", detail: `${keys}; no vendor has sent a lead with one yet.` };
    return { state: "working", detail: `${keys}; last used ${formatSetupTime(used.lastUsedAt)} (${used.name}).` };
  },
};
