import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, CHROME_PATH } from './first-load.js';

export type Session = { accessToken: string; refreshToken: string; deviceId: string };
export type LighthouseRun = Awaited<ReturnType<typeof lighthouseMobile>>;

/**
 * P11: Lighthouse mobile (its default: 4x CPU slowdown, slow 4G) of one page; with `session`,
 * signed in: the tokens go into the page's storage first and Lighthouse keeps that storage.
 */
export async function lighthouseMobile(url: string, session?: Session) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_ARGS });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: !!session,
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      details: diagnostics(lhr.audits),
    };
  } finally {
    chrome.kill();
  }
}

async function storeSession(port: number, origin: string, session: Session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/api/v1/health`);
  await page.evaluate((s) => {
    localStorage.setItem('TOKEN', s.accessToken);
    localStorage.setItem('REFRESH_TOKEN', s.refreshToken);
    localStorage.setItem('DEVICE_ID', s.deviceId);
  }, session);
  await page.close();
  await browser.disconnect();
}

type Audits = Record<string, { numericValue?: number; details?: unknown; displayValue?: string }>;
type Table = { items?: Array<Record<string, unknown>> };

/**
 * What bounds a run: the LCP element and its phases, the long tasks, render-blocking files, and
 * what the main thread spent its time on.
 */
function diagnostics(audits: Audits) {
  const items = (id: string) => (audits[id]?.details as Table | undefined)?.items ?? [];
  const lcpTables = items('largest-contentful-paint-element') as Table[];
  const element = lcpTables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (lcpTables[1]?.items ?? []).map(
    (p) => `${String(p.phase)} ${Math.round(Number(p.timing))}`,
  );
  const file = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  return {
    lcpElement: element?.snippet,
    lcpPhases: phases.join(', '),
    renderBlocking: items('render-blocking-resources').map(
      (i) => `${file(i.url)} ${Math.round(Number(i.wastedMs))} ms`,
    ),
    longTasks: items('long-tasks').map(
      (i) =>
        `${file(i.url)} at ${Math.round(Number(i.startTime))} for ${Math.round(Number(i.duration))} ms`,
    ),
    bootup: items('bootup-time').map(
      (i) => `${file(i.url)} script ${Math.round(Number(i.scripting))} ms`,
    ),
    mainThread: items('mainthread-work-breakdown').map(
      (i) => `${String(i.groupLabel)} ${Math.round(Number(i.duration))} ms`,
    ),
  };
}
