// `npm start`: installs what is missing, then hands over to scripts/serve.mts (see README).
import { ensureDeps, runTs } from "./ensure-deps.mjs";
import { childLifeline, npmLaunchers } from "./lib/lifeline.mjs";

ensureDeps();
// The server stops when this process, or npm and the shell it runs us in, is gone (scripts/lib/lifeline.mjs).
process.env.LIFELINE_PIDS = childLifeline(npmLaunchers());
await runTs("scripts/serve.mts", process.argv.slice(2));
