import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, storeTokens } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, server } from '@/testing/server';

// The header's live counts (notifications, messages) are not under test here.
vi.mock('@/lib/realtime', () => ({ onRealtime: () => () => undefined }));

// The FAQs screen's chunk arrives only when a test releases it: a slow network, held open.
const faqsChunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('@/app/routes/app/faqs', async () => {
  await faqsChunk.arrived;
  return { default: () => <h1>Frequently asked questions</h1> };
});

describe('the app shell never drops (#19)', () => {
  it('shows the header and the navigation landmarks while the session is restored', async () => {
    storeTokens();
    let requested = false;
    server.use(
      http.get(apiUrl('/auth/check-session'), () => {
        requested = true;
        return new Promise<never>(() => {});
      }),
    );
    renderApp('/settings/password');
    await waitFor(() => expect(requested).toBe(true));

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Net Hub home' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    // The frame only: nothing that depends on who is signed in, and no signed-out page.
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it("keeps the shell on screen while a screen's chunk loads, then shows the screen in it", async () => {
    renderApp('/faqs', { user: buildUser() });

    const header = await screen.findByRole('banner');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(await within(header).findByRole('button', { name: /Account menu/ })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();

    faqsChunk.release();

    expect(
      await within(main).findByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(within(main).queryByRole('status', { name: 'Loading page' })).toBeNull();
    // The same header element throughout: the shell was never unmounted.
    expect(screen.getByRole('banner')).toBe(header);
  });
});
