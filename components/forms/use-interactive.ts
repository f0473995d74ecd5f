"use client";

import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the browser: for controls
 * that are a plain link or form without JavaScript and something richer with it (a dialog, a select
 * that saves on change). The first render in the browser matches the server's, so hydration is clean.
 */
export function useInteractive(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
