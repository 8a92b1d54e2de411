import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.js';

/**
 * `npm run bench:report`: every target of ../shared/PERFORMANCE.md in one table, on a database
 * seeded once with `npm run seed -- --users 100000` (BENCH_REUSE_DATABASE_URL, required). Each
 * bench runs as its own process with short windows, printing its figures as it measures them;
 * a bench that fails is reported and the others still run. BENCH_RUNS=3 runs the whole list
 * three times interleaved (A B C A B C A B C) and keeps, for each row, the run with the median
 * figure. BENCH_ONLY=profile,search picks benches. The web build must exist for P10/P11
 * (`npm run build`), and Chromium (CHROME_PATH).
 */
type Row = { target: string; what: string; measured: string; goal: string; pass: boolean | null };
type Bench = { name: string; script: string; env: Record<string, string> };

const reused = process.env.BENCH_REUSE_DATABASE_URL;
if (!reused) {
  console.error('BENCH_REUSE_DATABASE_URL: a database seeded with `npm run seed -- --users N`');
  process.exit(2);
}
const runs = Number(process.env.BENCH_RUNS ?? 1);
const short = { BENCH_SECONDS: '5', BENCH_CALLS: '200' };

const BENCHES: Bench[] = [
  { name: 'profile', script: 'profile-read.ts', env: short },
  { name: 'connections', script: 'connections.ts', env: short },
  { name: 'search', script: 'search.ts', env: short },
  { name: 'suggestions', script: 'suggestions.ts', env: short },
  { name: 'leads', script: 'leads.ts', env: short },
  { name: 'community', script: 'community.ts', env: short },
  {
    name: 'chat',
    script: 'chat.ts',
    env: { BENCH_SECONDS: '10', BENCH_MEMBERS: '1000', BENCH_RELIABILITY: '1000' },
  },
  // P4 at its size: the database seeded with `--messages 10000000` as well.
  { name: 'chat-history', script: 'chat-history.ts', env: { BENCH_SECONDS: '10' } },
  // P7: 5,000 members at 5 msg/s next to a bare `ws` broadcast to as many clients.
  { name: 'chat-p7', script: 'chat.ts', env: { BENCH_SECONDS: '10', BENCH_P7: '1' } },
  { name: 'statements', script: 'statements.ts', env: {} },
  // P12: a web build is needed (`npm run build`), like P10/P11.
  { name: 'chat-screen', script: 'chat-screen.ts', env: {} },
  { name: 'sockets', script: 'sockets.ts', env: { BENCH_IDLE_SECONDS: '10' } },
  {
    name: 'system',
    script: 'system.ts',
    // Each member signs in with production hashing: 2,000 cost minutes; the full climb is
    // `npm run bench:system`.
    env: {
      BENCH_STEPS: process.env.BENCH_REPORT_SYSTEM_STEPS ?? '1000,2000',
      BENCH_STEP_SECONDS: '40',
    },
  },
  { name: 'start-and-load', script: 'run-all.ts', env: {} },
  // P15 needs a second, larger database: BENCH_SCALE_DATABASES=<100k>,<1M> (see scale.ts).
  ...(process.env.BENCH_SCALE_DATABASES
    ? [{ name: 'scale', script: 'scale.ts', env: { BENCH_CALLS: '20' } }]
    : []),
];
const only = process.env.BENCH_ONLY?.split(',');
const chosen = only ? BENCHES.filter((bench) => only.includes(bench.name)) : BENCHES;

/** Runs one bench with its rows collected into `file`; true when it ended well. */
function runBench(bench: Bench, file: string) {
  const benchCpu =
    bench.name === 'system' || bench.name === 'start-and-load' ? [] : ['taskset', '-c', '1'];
  const command = [...benchCpu, process.execPath, '--import', 'tsx', `src/${bench.script}`];
  return new Promise<boolean>((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: path.join(repoRoot, 'bench'),
      env: { ...process.env, ...bench.env, BENCH_REPORT_FILE: file },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const rowsOf = (file: string): Row[] => {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Row);
  } catch {
    return [];
  }
};

/** The first number of a figure ("737 req/s" → 737), for the median of runs. */
const figure = (row: Row) => Number(/-?\d+(\.\d+)?/.exec(row.measured.replace(/,/g, ''))?.[0]);

const dir = mkdtempSync(path.join(tmpdir(), 'nethub-bench-report-'));
const failed: string[] = [];
const started = Date.now();
for (let run = 1; run <= runs; run++) {
  for (const bench of chosen) {
    console.log(`\n==> ${bench.name} (run ${run} of ${runs})`);
    if (!(await runBench(bench, path.join(dir, `${bench.name}-${run}.jsonl`))))
      failed.push(`${bench.name} (run ${run})`);
  }
}

console.log(`\n==> report: ${runs === 1 ? 'one run' : `medians of ${runs} runs`}, ${reused}`);
for (const bench of chosen) {
  const perRun = Array.from({ length: runs }, (_, i) =>
    rowsOf(path.join(dir, `${bench.name}-${i + 1}.jsonl`)),
  );
  const rows = perRun.find((found) => found.length) ?? [];
  rows.forEach((first, index) => {
    const candidates = perRun
      .map((found) => found[index])
      .filter((row): row is Row => row?.what === first.what);
    candidates.sort((a, b) => figure(a) - figure(b));
    const median = candidates[Math.floor(candidates.length / 2)]!;
    const verdict = median.pass === null ? 'info' : median.pass ? 'meets' : 'MISSES';
    console.log(
      `${median.target.padEnd(4)} ${median.what.padEnd(52)} ${median.measured.padEnd(24)} target ${median.goal.padEnd(18)} ${verdict}`,
    );
  });
}
if (failed.length) console.log(`benches that did not finish: ${failed.join(', ')}`);
console.log(`took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
process.exit(failed.length ? 1 : 0);
