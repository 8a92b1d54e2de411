import { spawnSync } from 'node:child_process';
import { chunkSizes } from './bundle.js';
import { measureFirstLoad, signInSession } from './first-load.js';
import { lighthouseMobile } from './lighthouse.js';
import { report, repoRoot, startServer } from './server.js';

/**
 * `npm run bench`: the baseline figures of ../shared/PERFORMANCE.md measured on this machine.
 * Needs a web build (`npm run build`) and Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * P10 as ADR 018 defines it, from the build's manifest (scripts/check-bundle-budget.mjs): the
 * entry and home's route chunk with what they import statically, before home renders.
 */
function manifestFirstLoad() {
  const run = spawnSync(process.execPath, ['scripts/check-bundle-budget.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const match = /signed-in home first load ([\d.]+) kB \((\d+) files/.exec(run.stdout);
  if (!match) throw new Error(`check-bundle-budget: ${run.stdout}${run.stderr}`);
  return { kB: Number(match[1]), files: Number(match[2]) };
}
const server = await startServer(3999);
try {
  const demo = { email: 'ava@nethub.demo', password: 'NetHub-demo-1' };
  const firstLoad = await measureFirstLoad(server.url, demo);
  const desktopLoad = await measureFirstLoad(server.url, demo, { width: 1280, height: 800 });
  const chunks = chunkSizes();
  const largest = chunks[0]!;
  const manifest = manifestFirstLoad();
  const rows = [
    {
      target: 'P13',
      what: 'server start to healthy (embedded database)',
      measured: `${(server.startupMs / 1000).toFixed(1)} s`,
      goal: '<= 10 s',
      pass: server.startupMs <= 10_000,
    },
    {
      target: 'P10',
      what: `first-load JS, signed-in home (build manifest, ${manifest.files} files, gzip)`,
      measured: `${manifest.kB.toFixed(1)} kB`,
      goal: '<= 170 kB',
      pass: manifest.kB <= 170,
    },
    {
      target: 'P10',
      // Network idle comes after the realtime and chat clients, loaded once home has rendered.
      what: `  every script by network idle, phone (${firstLoad.files} files, as sent)`,
      measured: kb(firstLoad.totalBytes),
      goal: 'info',
      pass: null,
    },
    {
      target: 'P10',
      what: `  desktop, with the chart in view (${desktopLoad.files} files)`,
      measured: kb(desktopLoad.totalBytes),
      goal: 'info',
      pass: null,
    },
    {
      target: 'P10',
      what: `largest chunk (${largest.file})`,
      measured: kb(largest.gzip),
      goal: 'info',
      pass: null,
    },
  ];
  for (const page of ['/login', '/']) {
    const session = page === '/' ? await signInSession(server.url, demo) : undefined;
    const lh = await lighthouseMobile(`${server.url}${page}`, session);
    rows.push(
      {
        target: 'P11',
        what: `Lighthouse mobile performance ${page}`,
        measured: String(lh.performance),
        goal: '>= 90',
        pass: lh.performance >= 90,
      },
      {
        target: 'P11',
        what: `LCP ${page}`,
        measured: `${(lh.lcpMs / 1000).toFixed(2)} s`,
        goal: '<= 2.0 s',
        pass: lh.lcpMs <= 2000,
      },
      {
        target: 'P11',
        what: `TBT ${page}`,
        measured: `${Math.round(lh.tbtMs)} ms`,
        goal: '<= 150 ms',
        pass: lh.tbtMs <= 150,
      },
      {
        target: 'P11',
        what: `CLS ${page}`,
        measured: lh.cls.toFixed(3),
        goal: '<= 0.05',
        pass: lh.cls <= 0.05,
      },
      {
        target: 'A11y',
        what: `Lighthouse accessibility ${page}`,
        measured: String(lh.accessibility),
        goal: '100',
        pass: lh.accessibility === 100,
      },
    );
  }
  report(rows);
} finally {
  await server.stop();
}
