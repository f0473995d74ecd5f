/**
 * A tiny global toast store (shadcn "classic" toast). Call `toast({ title, description, variant })`
 * from any client component; `<Toaster />` (mounted once in the root layout) renders the queue.
 * Deliberately free of DOM code so it can be unit-tested in node. No "use client" directive so the
 * constants stay plain values when imported from server code; `useToast` itself needs a client component.
 */
import * as React from "react";
import { markToastShown } from "@/lib/toast-shown";

/** Spec constants. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1000000;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];
export const TOAST_PROVIDER_LABEL = "Notification";

/** The looks a toast can have (components/ui/toast.tsx styles each). */
export type ToastVariant = "default" | "destructive";

/** A toast in the store; `<Toaster />` passes all but the content to the styled radix `<Toast>`. */
export type ToasterToast = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A `<ToastAction altText="…">` (the alt text says how to do it without the button). */
  action?: React.ReactElement;
  variant?: ToastVariant;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it closes itself; TOAST_DURATION unless set. */
  duration?: number;
  className?: string;
};

export type ToastInput = Omit<ToasterToast, "id">;

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD"; toast: ToasterToast }
  | { type: "UPDATE"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      // Newest first; anything beyond the limit is dropped immediately.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const EMPTY_STATE: State = { toasts: [] };
let state: State = EMPTY_STATE;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: Action) {
  state = reducer(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

/** Closes one toast (or all when no id is given); it is removed from the store TOAST_REMOVE_DELAY ms later. */
export function dismiss(toastId?: string) {
  const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
  for (const id of ids) scheduleRemoval(id);
  dispatch({ type: "DISMISS", toastId });
}

/** Shows a toast (replacing the visible one, since TOAST_LIMIT is 1). */
export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({
    type: "ADD",
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        input.onOpenChange?.(open);
        if (!open) dismiss(id);
      },
    },
  });
  markToastShown();
  return {
    id,
    dismiss: () => dismiss(id),
    update: (props: Partial<ToastInput>) => dispatch({ type: "UPDATE", toast: { ...props, id } }),
  };
}

/** Non-React access to the store (also used by tests). */
export function getToastState(): State {
  return state;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast() {
  const current = React.useSyncExternalStore(subscribeToToasts, getToastState, () => EMPTY_STATE);
  return { toasts: current.toasts, toast, dismiss };
}
