/**
 * "The signed-in state may have changed" on this page (sign-in, sign-out), as a window event: the
 * header's account area listens with this small module alone, and loads the current-user store only
 * for a browser that has signed in (the readable til_signed_in marker).
 */
export const AUTH_CHANGED_EVENT = "auth:changed";

export function announceAuthChange(): void {
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

export function subscribeToAuthChanges(listener: () => void): () => void {
  window.addEventListener(AUTH_CHANGED_EVENT, listener);
  return () => window.removeEventListener(AUTH_CHANGED_EVENT, listener);
}
