import "server-only";
import type { SessionUser } from "@/lib/auth/users";

/**
 * Who sees what in the CRM: an admin sees everything; an agent sees the leads assigned to them and
 * the accounts, opportunities and activities they own (`assignedTo`). Everything else does not
 * exist for them: services throw CrmNotFoundError, routes answer 404, pages show the 404 page.
 */
export function ownedBy(user: SessionUser): { assignedTo?: number } {
  return user.role === "admin" ? {} : { assignedTo: user.id };
}

export const isAdmin = (user: SessionUser) => user.role === "admin";
