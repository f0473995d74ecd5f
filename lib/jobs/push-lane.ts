import type { Worker } from "graphile-worker";

/**
 * The push lane's idle workers in this process (lib/jobs/worker.ts registers them). The lane polls
 * every PUSH_LANE_POLL_MS, so a push queued by a delivery waited a quarter of a second on average
 * for its poll (bench:marketplace at 25 leads a second: ledger row p50 125 ms, webhook p50 408 ms). A
 * delivery routed by this process's main lane wakes one of them right after its transaction commits
 * instead. A push queued by another process (an admin's assignment on the server, another worker)
 * is found by the next poll as before.
 */
const workers = new Set<Worker>();

export function addPushWorker(worker: Worker): void {
  workers.add(worker);
}

export function removePushWorkers(gone: Iterable<Worker>): void {
  for (const w of gone) workers.delete(w);
}

/** Whether a push lane runs in this process (a worker, started here). */
export function pushLaneHere(): boolean {
  return workers.size > 0;
}

/** Wakes one idle push worker of this process to look for due pushes now; false when none was idle (or none runs here). */
export function nudgePushLane(): boolean {
  for (const w of workers) {
    try {
      if (w.nudge()) return true;
    } catch {
      // stopped meanwhile: no longer a worker to wake
      workers.delete(w);
    }
  }
  return false;
}
