import "server-only";
import { db } from "@/lib/db";
import type { ImportDuplicateChoice, ImportKind, UserRole } from "@/lib/generated/prisma/enums";
import { importLeadSource } from "@/lib/leads/lead-sources";

/** A user an import may give records to. */
export type ImportOwner = { id: number; username: string; role: UserRole };

/** What every batch of one import needs to know, read once. */
export type ImportContext = {
  importId: number;
  kind: ImportKind;
  fileName: string;
  /** `import:<file name>` */
  source: string;
  vouchedBy: string;
  actorId: number | null;
  choice: ImportDuplicateChoice;
  fireMetaEvents: boolean;
  runAutomations: boolean;
  /** The new leads are the marketplace's inventory: routed to buyers, assigned to nobody here. */
  forSale: boolean;
  defaultOwnerId: number | null;
  /** Active users by lower-case username and e-mail (the Owner column names one of them). */
  owners: Map<string, ImportOwner>;
  /** The same users by id. */
  ownersById: Map<number, ImportOwner>;
  now: Date;
};

export async function importContext(imp: {
  id: number;
  kind: ImportKind;
  fileName: string;
  vouchedBy: string;
  createdById: number | null;
  duplicateChoice: ImportDuplicateChoice;
  fireMetaEvents: boolean;
  runAutomations: boolean;
  forSale: boolean;
  defaultOwnerId: number | null;
}, now = new Date()): Promise<ImportContext> {
  const users = await db().user.findMany({ where: { status: "active" }, select: { id: true, username: true, email: true, role: true } });
  const owners = new Map<string, ImportOwner>();
  const ownersById = new Map<number, ImportOwner>();
  for (const u of users) {
    const owner = { id: u.id, username: u.username, role: u.role };
    owners.set(u.username.toLowerCase(), owner);
    if (u.email) owners.set(u.email.toLowerCase(), owner);
    ownersById.set(u.id, owner);
  }
  return {
    importId: imp.id,
    kind: imp.kind,
    fileName: imp.fileName,
    source: importLeadSource(imp.fileName),
    vouchedBy: imp.vouchedBy,
    actorId: imp.createdById,
    choice: imp.duplicateChoice,
    fireMetaEvents: imp.fireMetaEvents,
    runAutomations: imp.runAutomations,
    forSale: imp.forSale,
    defaultOwnerId: imp.defaultOwnerId && users.some((u) => u.id === imp.defaultOwnerId) ? imp.defaultOwnerId : null,
    owners,
    ownersById,
    now,
  };
}

/** The owner a row names (a username or e-mail), else the import's default owner; a remark when the name is nobody's. */
export function ownerOf(ctx: ImportContext, named: string | null): { assignedTo: number | null; remark: string | null } {
  if (!named) return { assignedTo: ctx.defaultOwnerId, remark: null };
  const found = ctx.owners.get(named.trim().toLowerCase());
  if (found) return { assignedTo: found.id, remark: null };
  const fallback = ctx.defaultOwnerId ? ctx.ownersById.get(ctx.defaultOwnerId)?.username : null;
  return { assignedTo: ctx.defaultOwnerId, remark: `Owner "${named}" is not a user here: ${fallback ? `assigned to ${fallback}` : "left unassigned"}.` };
}
