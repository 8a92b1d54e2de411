import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * P10: the JavaScript a signed-in member downloads to see the home screen, as sent over the
 * wire (gzip), measured in a real Chromium; plus the largest lazy chunk of the build.
 */
/** Signs in through the API: the tokens the web app keeps in its storage. */
export async function signInSession(url: string, login: { email: string; password: string }) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const body = (await res.json()) as {
    data: { accessToken: string; refreshToken: string; deviceId: string };
  };
  return body.data;
}

/**
 * The JS a signed-in member's browser loads to show home, in a phone-sized window (the chart,
 * below the first screen there, is not loaded yet) or a desktop one (where it is).
 */
export async function measureFirstLoad(
  url: string,
  login: { email: string; password: string },
  viewport: { width: number; height: number } = { width: 390, height: 844 },
) {
  const session = { data: await signInSession(url, login) };
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((s) => {
      localStorage.setItem('TOKEN', s.accessToken);
      localStorage.setItem('REFRESH_TOKEN', s.refreshToken);
      localStorage.setItem('DEVICE_ID', s.deviceId);
    }, session.data);
    const page = await context.newPage();
    const scripts: Array<{ url: string; bytes: number }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      scripts.push({ url: response.url(), bytes: sizes?.responseBodySize ?? 0 });
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('main');
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    return { totalBytes: total, files: scripts.length };
  } finally {
    await browser.close();
  }
}
