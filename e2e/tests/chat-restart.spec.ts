import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { freePort, startServer, type ServerProcess } from './server-process.js';
import { DEMO, signIn, closeContexts } from './support.js';

const artifacts = new URL('../artifacts/', import.meta.url).pathname;
mkdirSync(artifacts, { recursive: true });

/** Reconnecting waits up to 5 s between attempts; the server takes a few seconds to start. */
const BACK_WITHIN = { timeout: 45_000 };

type Member = { name: string; page: Page; log: Locator; box: Locator; status: Locator };

/** Signs `email` in on its own browser context and opens the conversation with `other`. */
async function openConversation(
  browser: Browser,
  baseURL: string,
  {
    name,
    email,
    other,
    viewport,
  }: { name: string; email: string; other: RegExp; viewport: { width: number; height: number } },
): Promise<Member> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, email, DEMO.password);
  await page.goto('/hub-chat?type=direct-messages');
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: other })
    .click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('listitem').first()).toBeVisible();
  // Gone after a reload: the page must come through the restarts as it is.
  await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
  return {
    name,
    page,
    log,
    box: page.getByRole('textbox', { name: 'Message' }),
    status: page.getByRole('status').filter({ hasText: 'Reconnecting…' }),
  };
}

async function say(member: Member, text: string) {
  await member.box.fill(text);
  await member.box.press('Enter');
  await expect(member.log.getByText(text, { exact: true })).toBeVisible();
}

/** Each of `texts` shows once in every member's conversation, none still on its way. */
async function expectDeliveredOnce(members: Member[], texts: string[], options = BACK_WITHIN) {
  for (const member of members) {
    for (const text of texts)
      await expect(
        member.log.getByText(text, { exact: true }),
        `${member.name}: ${text}`,
      ).toHaveCount(1, options);
    await expect(member.log.getByText('Sending…')).toHaveCount(0, options);
  }
}

const shoot = (member: Member, name: string) =>
  member.page.screenshot({ path: `${artifacts}${name}.png` });

test.afterEach(closeContexts);

test('two members keep chatting through a SIGTERM and a SIGKILL restart, without a reload', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nethub-e2e-restart-'));
  let server: ServerProcess = await startServer({ port, dataDir });
  try {
    const ava = await openConversation(browser, baseURL, {
      name: 'Ava',
      email: DEMO.email,
      other: /^Ben Okafor/,
      viewport: { width: 1280, height: 800 },
    });
    const ben = await openConversation(browser, baseURL, {
      name: 'Ben',
      email: 'ben@nethub.demo',
      other: /^Ava Thompson/,
      viewport: { width: 390, height: 844 },
    });
    const both = [ava, ben];
    const sent: string[] = [];
    const send = async (member: Member, text: string) => {
      sent.push(text);
      await say(member, text);
    };

    await send(ava, 'Before the deploy: are we still on for Thursday?');
    await send(ben, 'Yes, Thursday at 9.');
    await expectDeliveredOnce(both, sent);

    // A normal deploy: SIGTERM, the server drains and exits, then starts again.
    await server.stop('SIGTERM');
    for (const member of both) await expect(member.status).toBeVisible();
    await send(ava, 'Typed while the server was stopped.');
    await expect(ava.log.getByText('Sending…')).toBeVisible();
    await shoot(ava, 'chat-reconnecting-1280');
    await shoot(ben, 'chat-reconnecting-390');
    server = await startServer({ port, dataDir });
    for (const member of both) await expect(member.status).toBeHidden(BACK_WITHIN);
    await expectDeliveredOnce(both, sent);
    await send(ben, 'Got it after the restart.');
    await send(ava, 'Great, the deploy went unnoticed.');
    await expectDeliveredOnce(both, sent);

    // A crash: SIGKILL right as a message goes out, so its acknowledgement may never come.
    await ben.box.fill('Sent as the server was killed.');
    await ben.box.press('Enter');
    sent.push('Sent as the server was killed.');
    await server.stop('SIGKILL');
    for (const member of both) await expect(member.status).toBeVisible();
    await send(ben, 'Typed while the server was down after the crash.');
    server = await startServer({ port, dataDir });
    for (const member of both) await expect(member.status).toBeHidden(BACK_WITHIN);
    await send(ava, 'Back again after the crash.');
    await send(ben, 'Still here, nothing lost.');
    await expectDeliveredOnce(both, sent);

    // Nothing shows up twice later either, and neither page was reloaded.
    await ava.page.waitForTimeout(2_000);
    for (const member of both) {
      for (const text of sent)
        expect(await member.log.getByText(text, { exact: true }).count(), text).toBe(1);
      expect(await member.page.evaluate(() => 'sameDocument' in globalThis)).toBe(true);
    }
    // Ava has read everything: her direct messages count nothing unread once it settles.
    await expect(ava.page.getByRole('tab', { name: /^Direct messages/ })).toHaveAccessibleName(
      /^Direct messages\s?0/,
    );
    await shoot(ava, 'chat-after-restarts-1280');
    await shoot(ben, 'chat-after-restarts-390');
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
