import "server-only";
import { db } from "@/lib/db";
import type { SetupEntry } from "@/lib/setup/types";

/** Someone to give the leads to: an approved agent whose alerts can reach them. */
export const agentsEntry: SetupEntry = {
  key: "agents",
  title: "An approved agent with an e-mail address",
  summary: "New leads are assigned round-robin to approved agents, and alerts go to their e-mail. Agents register at /register (or by your invitation) and you approve them.",
  variables: [],
  links: [{ href: "/admin/agents", label: "Agents" }],
  async status() {
    const [withEmail, approved] = await Promise.all([
      db().user.count({ where: { role: "agent", status: "active", email: { not: null } } }),
      db().user.count({ where: { role: "agent", status: "active" } }),
    ]);
    if (withEmail > 0) return { state: "working", detail: withEmail === 1 ? "1 approved agent has an e-mail address." : `${withEmail} approved agents have an e-mail address.` };
    if (approved > 0) return { state: "untested", detail: `${approved === 1 ? "1 approved agent has" : `${approved} approved agents have`} no e-mail address: they get no lead alerts. Each adds one at /account.` };
    return { state: "not_configured", detail: "No approved agent yet: leads stay unassigned." };
  },
};
