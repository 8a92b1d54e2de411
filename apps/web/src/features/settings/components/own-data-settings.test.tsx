import { ErrorCode } from '@nethub/contract/constants';
import type { DataExport } from '@nethub/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hardNavigate } from '@/lib/browser';
import { MESSAGES } from '@/lib/errors';
import { AppProvider } from '@/app/provider';
import { storeTokens } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

import { OwnDataSettings } from './own-data-settings';

const READY: DataExport = {
  _id: '5f0c2d3e-8c1f-4b1e-9a51-0b5d7a4e4f01',
  status: 'ready',
  requestedAt: '2026-11-28T09:00:00.000Z',
  readyAt: '2026-11-28T09:00:05.000Z',
  expiresAt: '2026-12-05T09:00:05.000Z',
  size: 48_000,
};

/** The card alone (the settings route around it has its own tests), as a signed-in member. */
function renderCard() {
  storeTokens();
  return render(
    <AppProvider env="test">
      <OwnDataSettings />
    </AppProvider>,
  );
}

/** The card's calls, with the archives as given and two-factor sign-in on or off. */
function serveSettings({ exports = [] as DataExport[], twoFactor = false } = {}) {
  const calls = { exports: 0, downloads: [] as string[], deletions: [] as unknown[] };
  let standing = [...exports];
  server.use(
    // The member's preferences: how dates show.
    ...referenceHandlers(),
    http.get(apiUrl('/auth/two-factor'), () =>
      HttpResponse.json({
        data: {
          enabled: twoFactor,
          enabledAt: twoFactor ? '2026-11-01T09:00:00.000Z' : null,
          recoveryCodesLeft: twoFactor ? 10 : 0,
          canDisable: true,
        },
      }),
    ),
    http.get(apiUrl('/account/exports'), () => HttpResponse.json({ data: standing })),
    http.post(apiUrl('/account/exports'), () => {
      calls.exports += 1;
      standing = [READY, ...standing];
      return HttpResponse.json({ data: READY }, { status: 201 });
    }),
    http.get(apiUrl('/account/exports/:id/download'), ({ params }) => {
      calls.downloads.push(params.id as string);
      return HttpResponse.json({
        data: { url: '/api/v1/files/download?key=x', fileName: 'net-hub-data-2026-11-28.zip' },
      });
    }),
  );
  return calls;
}

describe('download your data', () => {
  it('asks for an archive, lists it with its expiry, and downloads it', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Download your data' }));

    expect(await screen.findByText(MESSAGES.dataExportReady)).toBeInTheDocument();
    expect(calls.exports).toBe(1);
    const list = await screen.findByRole('list', { name: 'Your archives' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('47 KB · available until 05/12/26');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(item).getByRole('button', { name: /^Download the archive of/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.downloads).toEqual([READY._id]);
    click.mockRestore();
  });

  it('says so when an archive is still being prepared', async () => {
    serveSettings({
      exports: [{ ...READY, status: 'pending', readyAt: null, expiresAt: null, size: null }],
    });
    renderCard();
    expect(await screen.findByText(/Being prepared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download your data' })).toBeDisabled();
  });
});

describe('delete your account', () => {
  it('asks for the password and a code when two-factor sign-in is on, then signs out', async () => {
    const calls = serveSettings({ twoFactor: true });
    server.use(
      http.post(apiUrl('/account/deletion'), async ({ request }) => {
        const body = (await request.json()) as { password: string; code?: string };
        calls.deletions.push(body);
        if (body.password !== 'Right-password-1')
          return apiError(400, ErrorCode.PASSWORD_INCORRECT);
        return HttpResponse.json({ data: { deletionDueAt: '2026-12-12T09:00:00.000Z' } });
      }),
    );
    const user = userEvent.setup();
    renderCard();

    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Wrong-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(MESSAGES.twoFactorCodeRequired)).toBeInTheDocument();
    expect(calls.deletions).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Code from the app/), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(MESSAGES.passwordIncorrect)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Right-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/login?deletion=scheduled'));
    expect(calls.deletions.at(-1)).toEqual({ password: 'Right-password-1', code: '123456' });
  });

  it('tells an organisation owner why not', async () => {
    serveSettings();
    server.use(
      http.post(apiUrl('/account/deletion'), () => apiError(409, ErrorCode.OWNS_ORGANIZATION)),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText(/^Code from the app/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'Right-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(MESSAGES.ownsOrganization)).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe('the sign-in screen', () => {
  it('says that signing in again cancels a deletion', async () => {
    renderApp('/login?deletion=scheduled');
    expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
    expect(screen.getByText(/Your account will be deleted in 14 days/)).toBeInTheDocument();
  });
});
