/**
 * Where a process's resident memory goes, for `BENCH_MEMORY_PROFILE=<dir> npm run bench:server`
 * (docs/benchmarks.md): the mappings of /proc/<pid>/smaps grouped (the node binary, shared libraries,
 * the malloc heap, anonymous memory: V8's heap pages, WebAssembly memories, buffers), V8's heap spaces
 * from a diagnostic report, and a heap snapshot summed by kind and by constructor.
 *
 *   npx tsx bench/lib/memory-profile.mts <dir>        summarise what a run wrote there
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** Resident kB per kind of mapping, from /proc/<pid>/smaps. */
export function smapsSummary(pid: number): Record<string, number> {
  const text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  const out: Record<string, number> = {};
  let kind = "";
  for (const line of text.split("\n")) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const name = head[1]!.trim();
      kind = !name ? "anonymous (V8 heap pages, WebAssembly memory, buffers, thread stacks)" : name === "[heap]" ? "[heap] (malloc)" : name.startsWith("[") ? name : /\/node$/.test(name) ? "node binary" : name.includes(".so") ? `shared library ${path.basename(name).replace(/\.so.*$/, ".so")}` : `file ${path.basename(name)}`;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) out[kind] = (out[kind] ?? 0) + Number(rss[1]);
  }
  return out;
}

type Snapshot = { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };

/** A heap snapshot's self sizes summed by node kind, and by constructor or name for objects, closures and code. */
export function heapSnapshotSummary(file: string, top = 25): { byKind: Record<string, number>; byName: [string, number][] } {
  const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [number, number, number];
  const byKind: Record<string, number> = {};
  const byName = new Map<string, number>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const kind = types[snap.nodes[i + typeAt]!]!;
    const size = snap.nodes[i + sizeAt]!;
    byKind[kind] = (byKind[kind] ?? 0) + size;
    if (kind === "object" || kind === "closure" || kind === "code" || kind === "array") {
      const name = `${kind} ${snap.strings[snap.nodes[i + nameAt]!]!.slice(0, 60)}`;
      byName.set(name, (byName.get(name) ?? 0) + size);
    }
  }
  return { byKind, byName: [...byName].sort((a, b) => b[1] - a[1]).slice(0, top) };
}

/** A diagnostic report's V8 heap: each space's committed and used memory (MB). */
export function reportHeapSpaces(file: string): Record<string, { committedMb: number; usedMb: number }> {
  const report = JSON.parse(readFileSync(file, "utf8")) as { javascriptHeap: { heapSpaces: Record<string, { memorySize: number; used: number }> } };
  return Object.fromEntries(Object.entries(report.javascriptHeap.heapSpaces).map(([k, v]) => [k, { committedMb: Math.round(v.memorySize / 104857.6) / 10, usedMb: Math.round(v.used / 104857.6) / 10 }]));
}

export function summarise(dir: string): string[] {
  const files = readdirSync(dir);
  const lines: string[] = [];
  const smaps = files.find((f) => f.startsWith("smaps"));
  if (smaps) {
    const rows = JSON.parse(readFileSync(path.join(dir, smaps), "utf8")) as Record<string, number>;
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    lines.push(`Resident memory by mapping (${mb(total)} MB):`);
    for (const [k, kb] of Object.entries(rows).sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 1024)) lines.push(`  ${String(mb(kb)).padStart(7)} MB  ${k}`);
  }
  const report = files.find((f) => f.startsWith("report") && f.endsWith(".json"));
  if (report) {
    lines.push("", "V8 heap spaces (committed / used MB):");
    for (const [k, v] of Object.entries(reportHeapSpaces(path.join(dir, report)))) if (v.committedMb >= 0.5) lines.push(`  ${k.padEnd(28)} ${v.committedMb} / ${v.usedMb}`);
  }
  const snapshot = files.find((f) => f.endsWith(".heapsnapshot"));
  if (snapshot) {
    const s = heapSnapshotSummary(path.join(dir, snapshot));
    const total = Object.values(s.byKind).reduce((a, b) => a + b, 0);
    lines.push("", `Heap snapshot, live objects by kind (${Math.round(total / 104857.6) / 10} MB):`);
    for (const [k, b] of Object.entries(s.byKind).sort((a, b) => b[1] - a[1]).filter(([, b]) => b >= 512 * 1024)) lines.push(`  ${String(Math.round(b / 104857.6) / 10).padStart(7)} MB  ${k}`);
    lines.push("", "Largest by constructor or name:");
    for (const [k, b] of s.byName) lines.push(`  ${String(Math.round(b / 104857.6) / 10).padStart(7)} MB  ${k}`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: memory-profile.mts <dir>");
  const out = summarise(dir);
  writeFileSync(path.join(dir, "summary.txt"), out.join("\n") + "\n");
  console.log(out.join("\n"));
}
