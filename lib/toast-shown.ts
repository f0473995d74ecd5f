/**
 * "A toast has been shown on this page": the one thing the root layout's LazyToaster needs to know
 * before it fetches the toast viewport. Kept apart from the toast store (lib/use-toast.ts) so that
 * pages whose first load never raises a toast do not ship the store either.
 */
let shown = false;
const listeners = new Set<() => void>();

export function markToastShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

export function toastShown(): boolean {
  return shown;
}

export function subscribeToToastShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
