import type { ToastInput } from "@/lib/use-toast";

/**
 * Toasts for islands on the public pages' first load: the toast store (lib/use-toast.ts) is fetched
 * when the visitor starts acting (preloadToast on first focus or hover) or, at the latest, with the
 * first toast. A toast answers something the visitor did, so it never needs to be in the first load.
 */
const loadToast = () => import("@/lib/use-toast").then((m) => m.toast);

export function preloadToast(): void {
  void loadToast().catch(() => undefined);
}

/** Shows the toast once the store is loaded; if it cannot load (offline, a new deploy), nothing is shown. */
export function showToast(input: ToastInput): void {
  void loadToast().then(
    (toast) => toast(input),
    () => undefined,
  );
}
