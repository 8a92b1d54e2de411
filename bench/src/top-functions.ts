import { readFileSync } from 'node:fs';

/**
 * `node --import tsx bench/src/top-functions.ts <file.cpuprofile> [rows]`: where a V8 CPU profile
 * spent its busy time — self time by function and by package (node_modules folder, or "app" for
 * our own code, "node" for Node's internals), idle time left out; with `last-seconds`, only the
 * profile's last seconds.
 */
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage: top-functions.ts <file.cpuprofile> [rows] [last-seconds]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
// Only the samples of the profile's last `last-seconds` (a bench's measured step, not its set-up).
const at: number[] = [];
profile.timeDeltas.reduce((time, delta) => {
  at.push(time + delta);
  return time + delta;
}, 0);
const from = lastArg ? (at.at(-1) ?? 0) - Number(lastArg) * 1e6 : -Infinity;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

function packageOf(url: string) {
  if (!url) return 'node';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return 'node';
  return 'app';
}

const selfByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const frame = byId.get(id)!.callFrame;
  const micros = profile.timeDeltas[index] ?? 0;
  if (frame.functionName === '(idle)' || at[index]! < from) return;
  busy += micros;
  const where = frame.url
    ? `${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}`
    : '';
  const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
  const pkg = frame.functionName.startsWith('(') ? frame.functionName : packageOf(frame.url);
  selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + micros);
});

const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

console.log(`busy ${(busy / 1e6).toFixed(1)} s of samples`);
console.log('\nself time by package');
for (const [name, micros] of top(selfByPackage, 20)) console.log(`${share(micros)}  ${name}`);
console.log('\nself time by function');
for (const [name, micros] of top(selfByFunction, rows)) console.log(`${share(micros)}  ${name}`);
