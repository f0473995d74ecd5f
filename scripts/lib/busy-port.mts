/**
 * Ports the start script needs, checked before it does any work, and what holds one that is taken
 * (issue 19: "[start] undefined" was all a second checkout said when PostgreSQL's port was busy).
 * Naming the holder reads Linux's /proc (the listening socket's inode in /proc/net/tcp*, then the
 * process whose file descriptors include it); elsewhere, or without permission, it stays unnamed.
 */
import { existsSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** True when `port` can be listened on at `host` (all interfaces when unset), the way the server will. */
export function portIsFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first free port after `port`, for the suggestion in the message. */
export async function nextFreePort(port: number, host?: string, avoid: number[] = []): Promise<number | null> {
  for (let candidate = port + 1; candidate < Math.min(port + 50, 65536); candidate++) {
    if (!avoid.includes(candidate) && (await portIsFree(candidate, host))) return candidate;
  }
  return null;
}

export type PortHolder = { pid: number; ppid: number | null; command: string[]; cwd: string | null };

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      // st 0A: LISTEN.
      if (!local || cols[3] !== "0A") continue;
      if (parseInt(local.slice(local.lastIndexOf(":") + 1), 16) === port) inodes.add(cols[9]!);
    }
  }
  return inodes;
}

/** The process listening on `port`, or null when it cannot be found (not Linux, another user's process). */
export function portHolder(port: number): PortHolder | null {
  let inodes: Set<string>;
  try {
    inodes = listeningInodes(port);
  } catch {
    return null;
  }
  if (!inodes.size) return null;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const pid = Number(entry);
        let command: string[] = [];
        let cwd: string | null = null;
        let ppid: number | null = null;
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
          ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        } catch {}
        try {
          command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
        } catch {}
        try {
          cwd = readlinkSync(`/proc/${pid}/cwd`);
        } catch {}
        return { pid, ppid, command, cwd };
      }
    }
  }
  return null;
}

/** A PostgreSQL server's data directory: its `-D` argument, else its working directory (the server chdirs there). */
function postgresDataDir(holder: PortHolder): string | null {
  if (!/(^|\/)postgres$/.test(holder.command[0] ?? "")) return null;
  const d = holder.command.indexOf("-D");
  const arg = d >= 0 ? holder.command[d + 1] : undefined;
  if (arg && path.isAbsolute(arg)) return arg;
  return holder.cwd;
}

function describe(holder: PortHolder | null): string {
  if (!holder) return "another program";
  const name = path.basename(holder.command[0] ?? "") || "a process";
  const where = holder.cwd ? `, in ${holder.cwd}` : "";
  return `${name} (pid ${holder.pid}${where})`;
}

/** The message for a taken HTTP port: our own `npm start` (of this folder or another) is named as such. */
export function busyHttpPortMessage(port: number, holder: PortHolder | null, suggestion: number | null): string[] {
  const how = `choose another port: PORT=${suggestion ?? "<port>"} npm start (or put PORT=${suggestion ?? "<port>"} in .env.local).`;
  const ours = holder?.command.some((arg) => /scripts[\\/](serve|http-server)\.mts$/.test(arg));
  if (ours && holder!.cwd && path.resolve(holder!.cwd) === process.cwd()) {
    return [`Port ${port} (PORT) is already in use by this checkout's own \`npm start\` (pid ${holder!.pid}).`, `Stop it first (Ctrl-C in its terminal), or ${how}`];
  }
  if (ours && holder!.cwd) {
    return [`Port ${port} (PORT) is already in use by the \`npm start\` of another checkout: ${holder!.cwd} (pid ${holder!.pid}).`, `Stop it, or ${how}`];
  }
  return [`Port ${port} (PORT) is already in use by ${describe(holder)}.`, `Stop that program, or ${how}`];
}

/**
 * The message for a taken embedded-PostgreSQL port: whether it is this checkout's own cluster (an
 * `npm start` of this folder already running, or one left behind), the embedded cluster of another
 * checkout (named by its folder), another PostgreSQL, or another program.
 */
export function busyPgPortMessage(port: number, holder: PortHolder | null, ownDataDir: string, suggestion: number | null): string[] {
  const dataDir = holder ? postgresDataDir(holder) : null;
  const set = `EMBEDDED_PG_PORT=${suggestion ?? "<port>"}`;
  const how = `give this checkout its own port: ${set} npm start (or put ${set} in .env.local).`;
  if (dataDir && path.resolve(dataDir) === path.resolve(ownDataDir)) {
    const first = `Port ${port} (EMBEDDED_PG_PORT) is taken by this checkout's own embedded PostgreSQL (pid ${holder!.pid}, data in ${dataDir}).`;
    // Its parent is the `npm start` that runs it, or init when that one died without stopping it.
    return holder!.ppid && holder!.ppid > 1
      ? [first, `Another \`npm start\` of this folder is running (pid ${holder!.ppid}): stop it first (Ctrl-C in its terminal).`]
      : [first, `No \`npm start\` runs it any more: stop it with \`kill ${holder!.pid}\`, then start again.`];
  }
  if (dataDir && /[\\/]\.data[\\/]pg$/.test(dataDir)) {
    const checkout = path.dirname(path.dirname(dataDir));
    return [
      `Port ${port} (EMBEDDED_PG_PORT) is taken by the embedded PostgreSQL of another checkout: ${checkout} (pid ${holder!.pid}).`,
      `Stop that checkout's \`npm start\`, or ${how}`,
    ];
  }
  if (dataDir) {
    return [`Port ${port} (EMBEDDED_PG_PORT) is taken by another PostgreSQL server (pid ${holder!.pid}, data in ${dataDir}).`, `Stop it, or ${how}`];
  }
  return [`Port ${port} (EMBEDDED_PG_PORT) is taken by ${describe(holder)}.`, `Stop that program, or ${how}`];
}
