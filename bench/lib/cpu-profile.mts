/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and prints where the time went: the profile's span, the
 * share idle, and the functions and packages with the most self time. `npx tsx bench/lib/cpu-profile.mts
 * <file.cpuprofile> [--top=25] [--from=<s>] [--to=<s>]` (the window in seconds from the profile's start).
 * Used for the profiles quoted in docs/benchmarks.md.
 */
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

export function summarize(file: string, opts: { top?: number; from?: number; to?: number } = {}): string[] {
  const p = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let t = p.startTime;
  let total = 0;
  const from = p.startTime + (opts.from ?? 0) * 1e6;
  const to = opts.to === undefined ? Infinity : p.startTime + opts.to * 1e6;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i]!;
    if (t < from || t > to) continue;
    const dt = p.timeDeltas[i + 1] ?? 0;
    self.set(p.samples[i]!, (self.get(p.samples[i]!) ?? 0) + dt);
    total += dt;
  }
  const label = (n: Node) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*\/(node_modules\/)/, "$1").replace(/^file:\/\/.*?\/(lib|app|scripts|bench)\//, "$1/")}:${n.callFrame.lineNumber + 1}`;
  const pkg = (n: Node) => {
    const url = n.callFrame.url;
    if (!url) return n.callFrame.functionName.startsWith("(") ? n.callFrame.functionName : "(native)";
    const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
    if (m) return m[1]!;
    if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
    if (/\.next[^/]*\/server\//.test(url)) return "(app bundle)";
    return "(our scripts, lib)";
  };
  const fns = new Map<string, number>();
  const pkgs = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    fns.set(label(n), (fns.get(label(n)) ?? 0) + us);
    pkgs.set(pkg(n), (pkgs.get(pkg(n)) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1)} %`;
  const top = opts.top ?? 25;
  const lines = [`${file}: ${(total / 1e6).toFixed(1)} s sampled, idle ${pct(pkgs.get("(idle)") ?? 0)}, GC ${pct(pkgs.get("(garbage collector)") ?? 0)}`, "", "self time by package:"];
  for (const [k, us] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 15)) lines.push(`  ${pct(us).padStart(7)}  ${k}`);
  lines.push("", "self time by function:");
  for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(us).padStart(7)}  ${k}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
    console.log(summarize(file, { top: Number(arg("top") ?? 25), from: arg("from") ? Number(arg("from")) : undefined, to: arg("to") ? Number(arg("to")) : undefined }).join("\n"));
  }
}
