/**
 * Lifelines: our long-running processes (the `npm start` server, the standalone HTTP server and
 * worker) stop when the process that started them is gone, however it went. A SIGKILL, a closed
 * terminal or a supervisor's stop timeout gives no chance to clean up, and a server left behind keeps
 * its port for ever (issue 19).
 *
 * Why polling: Node has no prctl(PR_SET_PDEATHSIG), and the chain `npm → sh → start.mjs → tsx → serve`
 * has layers we do not write. So each launcher we write passes down, in LIFELINE_PIDS, the processes
 * it lives by plus itself, and the long-running process checks twice a second that its parent is
 * unchanged and that every one of those is still running (a zombie or a new process under a reused pid
 * counts as gone: /proc/<pid>/stat's state and start time). Under npm, the shell npm runs the script in
 * and npm itself are in the list: a supervisor that kills only npm still stops everything.
 * Plain JavaScript: scripts/start.mjs uses it before dependencies are installed.
 */
import { readFileSync } from "node:fs";

/** /proc/<pid>/stat after the command name: [state, ppid, …, starttime at index 19]. Null without /proc. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
}

/** `pid@starttime` where /proc exists (tells a process from a later one under the same pid), else the pid. */
export function processIdentity(pid) {
  const fields = stat(pid);
  return fields ? `${pid}@${fields[19]}` : String(pid);
}

export function isRunning(identity) {
  const [pidText, started] = identity.split("@");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if (e.code !== "EPERM") return false;
  }
  if (started === undefined) return true;
  const fields = stat(pid);
  return !!fields && fields[0] !== "Z" && fields[0] !== "X" && fields[19] === started;
}

function parentPid() {
  const fields = stat("self");
  return fields ? Number(fields[1]) : process.ppid;
}

/**
 * The processes that launched us through npm: npm runs a script as `sh -c "<script> <args>"` and waits for
 * it (a shell that execs the command leaves npm itself as our parent). Empty when npm did not start us.
 */
export function npmLaunchers() {
  const script = process.env.npm_lifecycle_script;
  if (!script) return [];
  const parent = parentPid();
  const args = cmdline(parent);
  // `npm start -- --flag` appends the arguments to the script.
  if (/(^|\/)[a-z]*sh$/.test(args[0] ?? "") && args.at(-1)?.startsWith(script)) {
    const npm = stat(parent)?.[1];
    return npm && Number(npm) > 1 ? [parent, Number(npm)] : [parent];
  }
  if (args.some((a) => /(^|\/)npm(-cli\.js)?$/.test(a))) return [parent];
  return [];
}

/** The LIFELINE_PIDS value for a child: what this process lives by, `extra` pids, and this process. */
export function childLifeline(extra = []) {
  const inherited = (process.env.LIFELINE_PIDS ?? "").split(",").filter(Boolean);
  return [...inherited, ...extra.map(processIdentity), processIdentity(process.pid)].join(",");
}

/**
 * Calls `onGone` once when the parent changes (it died and we were re-parented) or a process in
 * LIFELINE_PIDS is no longer running. Returns a function that stops watching.
 */
export function watchLifeline(onGone, intervalMs = 500) {
  const parent = parentPid();
  const lifeline = (process.env.LIFELINE_PIDS ?? "").split(",").filter(Boolean);
  const timer = setInterval(() => {
    if (parentPid() === parent && lifeline.every(isRunning)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
