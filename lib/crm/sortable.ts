/** The columns each CRM list can be sorted by on the server (no zod here: browser components import it). */
export const SORTABLE = {
  leads: ["createdAt", "verificationScore", "fullName"],
  accounts: ["createdAt", "name", "revenue", "type", "status"],
  opportunities: ["createdAt", "name", "amount", "probability", "closeDate", "stage"],
  activities: ["createdAt", "dueDate", "subject", "status", "priority"],
} as const;
export type ListEntity = keyof typeof SORTABLE;
export type SortFor<E extends ListEntity> = (typeof SORTABLE)[E][number];
