import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Fresh module (and therefore a fresh global store) for every test.
async function loadStore() {
  vi.resetModules();
  return import("@/lib/use-toast");
}

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec constants", async () => {
    const store = await loadStore();
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(store.TOAST_SWIPE_DIRECTION).toBe("right");
    expect(store.TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(store.TOAST_HOTKEY).toEqual(["F8"]);
    expect(store.TOAST_PROVIDER_LABEL).toBe("Notification");
  });

  it("adds an open toast and notifies subscribers", async () => {
    const { toast, getToastState, subscribeToToasts } = await loadStore();
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);

    const { id } = toast({ title: "Saved", description: "Your lead was saved.", variant: "default" });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(getToastState().toasts).toMatchObject([
      { id, title: "Saved", description: "Your lead was saved.", variant: "default", open: true },
    ]);
    unsubscribe();
  });

  it("keeps at most one toast: a second toast replaces the first", async () => {
    const { toast, getToastState } = await loadStore();
    const first = toast({ title: "First" });
    const second = toast({ title: "Second", variant: "destructive" });

    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, title: "Second", variant: "destructive" });
    expect(toasts.some((t) => t.id === first.id)).toBe(false);
  });

  it("dismiss marks the toast open=false but keeps it until the remove delay", async () => {
    const { toast, getToastState, TOAST_REMOVE_DELAY } = await loadStore();
    const t = toast({ title: "Bye" });

    t.dismiss();
    expect(getToastState().toasts).toMatchObject([{ id: t.id, open: false }]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("closing via radix onOpenChange(false) dismisses too, and calls the caller's handler", async () => {
    const { toast, getToastState, TOAST_REMOVE_DELAY } = await loadStore();
    const onOpenChange = vi.fn();
    toast({ title: "Swiped", onOpenChange });

    getToastState().toasts[0]?.onOpenChange?.(false);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(getToastState().toasts[0]?.open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("dismiss() without an id closes every toast; update() patches one", async () => {
    const { toast, dismiss, getToastState } = await loadStore();
    const t = toast({ title: "Uploading" });
    t.update({ title: "Uploaded" });
    expect(getToastState().toasts[0]).toMatchObject({ id: t.id, title: "Uploaded", open: true });

    dismiss();
    expect(getToastState().toasts.every((x) => x.open === false)).toBe(true);
  });
});
