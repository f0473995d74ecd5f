/** A cart line as GET /api/cart/{sessionId} answers it (public-site.md §3 "Cart item"). */
export type CartLine = {
  id: number;
  quantity: number;
  product: {
    id: number;
    slug: string;
    name: string;
    description: string | null;
    /** Cents. */
    price: number;
    type: string;
    leadType: string | null;
    leadCount: number | null;
  };
};
