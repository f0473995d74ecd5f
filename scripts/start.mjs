// `npm start`: installs what is missing, then hands over to scripts/serve.mts (see README).
import { ensureDeps, runTs } from "./ensure-deps.mjs";
import { childLifeline, npmLaunchers } from "./lib/lifeline.mjs";
import { serverNodeFlags } from "./lib/server-heap.mjs";

ensureDeps();
// The server stops when this process, or npm and the shell it runs us in, is gone (scripts/lib/lifeline.mjs).
process.env.LIFELINE_PIDS = childLifeline(npmLaunchers());
const args = process.argv.slice(2);
// The serving process gets a bounded heap (scripts/lib/server-heap.mjs); `next dev` needs more, and sizes itself.
let heap = [];
try {
  heap = args.includes("--dev") ? [] : serverNodeFlags();
} catch (e) {
  console.error(`[start] ${e.message}`);
  process.exit(1);
}
await runTs("scripts/serve.mts", args, heap);
