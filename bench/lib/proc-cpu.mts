/**
 * CPU time of processes from /proc (Linux): what a process cost over a window, in percent of one core
 * (100 % = one core busy the whole window). For the benchmarks that measure cost rather than latency.
 */
import { readdirSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** utime + stime of one process, in seconds; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command (which may hold spaces) start at the state, field 3: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return -1;
  }
}

const allPids = () => readdirSync("/proc").filter((e) => /^\d+$/.test(e)).map(Number);

/** The PostgreSQL server listening on `port` (its postmaster, found by its command line) and every backend it forked. */
export function postgresPids(port: number): number[] {
  const postmaster = allPids().find((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return /postgres$/.test(cmd[0] ?? "") && cmd.includes("-p") && cmd[cmd.indexOf("-p") + 1] === String(port);
    } catch {
      return false;
    }
  });
  if (!postmaster) return [];
  return [postmaster, ...allPids().filter((pid) => parentOf(pid) === postmaster)];
}

/**
 * Runs `work` and returns its result with the CPU each set of processes used meanwhile, in percent of
 * one core. `groups` are re-read at the end too, so processes started during the window are counted
 * from their start; one that ended during it is not counted (a pool keeps its connections, so PostgreSQL's
 * backends live through a load).
 */
export async function measureCpu<T>(groups: Record<string, () => number[]>, work: () => Promise<T>): Promise<{ result: T; seconds: number; cpuPercent: Record<string, number> }> {
  const before = new Map<string, Map<number, number>>();
  for (const [name, pids] of Object.entries(groups)) before.set(name, new Map(pids().map((pid) => [pid, cpuSeconds(pid)])));
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const cpuPercent: Record<string, number> = {};
  for (const [name, pids] of Object.entries(groups)) {
    const start = before.get(name)!;
    let used = 0;
    for (const pid of new Set([...start.keys(), ...pids()])) used += Math.max(0, cpuSeconds(pid) - (start.get(pid) ?? 0));
    cpuPercent[name] = Math.round((used / seconds) * 1000) / 10;
  }
  return { result, seconds: Math.round(seconds * 10) / 10, cpuPercent };
}

/**
 * Busy CPU time of the whole machine so far (every core's user, nice, system, irq and softirq time
 * from /proc/stat), in seconds: the difference over a window is what everything on it cost, the
 * kernel's share of socket round trips included.
 */
export function machineBusySeconds(): number {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq] = cpu;
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) / TICKS_PER_SECOND;
}

/** Every process descended from `root` (children, grandchildren…), `root` included while it lives. */
export function descendantPids(root: number): number[] {
  const pids = allPids();
  const parents = new Map(pids.map((pid) => [pid, parentOf(pid)]));
  const found = new Set<number>([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (found.has(pid) || !found.has(parent)) continue;
      found.add(pid);
      grew = true;
    }
  }
  return [...found].filter((pid) => parents.has(pid));
}

/** The command line of a process, its arguments joined by spaces ("" once it is gone). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return "";
  }
}
