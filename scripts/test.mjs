// `npm test`: installs what is missing (npm packages, Chromium from apt), then runs every suite.
import { ensureDeps, runTs } from "./ensure-deps.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureDeps();
ensureChromium();
await runTs("scripts/run-tests.mts", process.argv.slice(2));
