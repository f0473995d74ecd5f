/** The billing tables' "Filter by disputes" choices (subscriptions and orders alike): `?disputes=open`. */
export const DISPUTE_FILTERS = [
  { value: "all", label: "Any disputes" },
  { value: "open", label: "A dispute open" },
] as const;
