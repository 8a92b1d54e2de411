import { loadavg } from 'node:os';
import { signInSession } from './first-load.js';
import { lighthouseMobile, type LighthouseRun } from './lighthouse.js';
import { report, startServer } from './server.js';

/**
 * `npm run bench:lighthouse -w @nethub/bench`: P11 alone, each page BENCH_RUNS times (default 3)
 * on a fresh embedded database with the demo data, medians reported (Lighthouse on a shared
 * 2-core machine varies by several points from run to run). BENCH_LH_DETAILS=1 also prints what
 * bounds each run: the LCP element and its phases, the long tasks' scripts, render-blocking files.
 * Needs a web build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const details = process.env.BENCH_LH_DETAILS === '1';
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const server = await startServer(Number(process.env.BENCH_PORT ?? 3999));
try {
  const demo = { email: 'ava@nethub.demo', password: 'NetHub-demo-1' };
  const pages = ['/login', '/'];
  const results = new Map<string, LighthouseRun[]>(pages.map((p) => [p, []]));
  // Interleaved, so a burst of load on the machine does not fall on one page only.
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      const session = page === '/' ? await signInSession(server.url, demo) : undefined;
      const run = await lighthouseMobile(`${server.url}${page}`, session);
      results.get(page)!.push(run);
      console.log(
        `${page} run ${i + 1}: score ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, ` +
          `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, FCP ${Math.round(run.fcpMs)} ms ` +
          `(load ${loadavg()[0]!.toFixed(2)})`,
      );
      if (details) console.log(JSON.stringify(run.details, null, 1));
    }
  }
  const rows = pages.flatMap((page) => {
    const list = results.get(page)!;
    const score = median(list.map((r) => r.performance));
    const lcp = median(list.map((r) => r.lcpMs));
    const tbt = median(list.map((r) => r.tbtMs));
    const cls = median(list.map((r) => r.cls));
    const of = `${page}, median of ${list.length}`;
    return [
      {
        target: 'P11',
        what: `performance ${of}`,
        measured: String(score),
        goal: '>= 90',
        pass: score >= 90,
      },
      {
        target: 'P11',
        what: `LCP ${of}`,
        measured: `${(lcp / 1000).toFixed(2)} s`,
        goal: '<= 2.0 s',
        pass: lcp <= 2000,
      },
      {
        target: 'P11',
        what: `TBT ${of}`,
        measured: `${Math.round(tbt)} ms`,
        goal: '<= 150 ms',
        pass: tbt <= 150,
      },
      {
        target: 'P11',
        what: `CLS ${of}`,
        measured: cls.toFixed(3),
        goal: '<= 0.05',
        pass: cls <= 0.05,
      },
    ];
  });
  report(rows);
} finally {
  await server.stop();
}
