/** Types of scripts/lib/lifeline.mjs (plain JavaScript: scripts/start.mjs runs it before dependencies exist). */
export function processIdentity(pid: number | "self"): string;
export function isRunning(identity: string): boolean;
export function npmLaunchers(): number[];
export function childLifeline(extra?: number[]): string;
export function watchLifeline(onGone: () => void, intervalMs?: number): () => void;
