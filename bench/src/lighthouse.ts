import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROME_ARGS, CHROME_PATH } from './first-load.js';

/** P11: Lighthouse mobile (its default: 4x CPU slowdown, slow 4G) of one page. */
export async function lighthouseMobile(url: string) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}
