import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildMyProfile, buildProfile, buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

beforeEach(() => {
  server.use(
    http.get(apiUrl('/notification/count-notification'), () =>
      HttpResponse.json({
        data: {
          countNotification: 4,
          countUnreadNotification: 2,
          countGroupNotification: 3,
          countUnreadGroupNotification: 1,
        },
      }),
    ),
  );
});

describe('app shell', () => {
  it('loads the navigation drawer on the first tap of the burger', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: buildUser() });

    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    await user.click(burger);

    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(drawer).toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers settings and the contact page in the account menu', async () => {
    const user = userEvent.setup();
    renderApp('/', { user: buildUser() });

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));

    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile/me');
  });

  it("shows the member's own photo in the header, from their profile", async () => {
    const photo = 'https://files.example/ava.png';
    server.use(
      http.get(apiUrl('/users/profile'), () =>
        HttpResponse.json({
          data: buildMyProfile({ profile: buildProfile({ avatarUrl: photo }) }),
        }),
      ),
    );
    renderApp('/', { user: buildUser({ firstName: 'Ava', lastName: 'Thompson' }) });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('img', { name: 'Ava Thompson' })).toHaveAttribute(
      'src',
      photo,
    );
  });

  it('shows the notification bell with the unread count in the header', async () => {
    renderApp('/', { user: buildUser() });

    const header = await screen.findByRole('banner');
    expect(
      await within(header).findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
  });

  it('shows the messages button beside the bell', async () => {
    // A page that asks the server for nothing of its own.
    renderApp(paths.settings.password.getHref(), { user: buildUser() });

    const header = await screen.findByRole('banner');
    const messages = await within(header).findByRole('button', { name: /^Messages/ });
    const bell = within(header).getByRole('button', { name: /^Notifications/ });
    expect(messages.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
  it('gives a member the member navigation, without the console', async () => {
    renderApp(paths.settings.password.getHref(), { user: buildUser() });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The shell shows its frame before the session is back: wait for the member's items.
    await within(nav).findByRole('link', { name: 'Home' });
    for (const name of ['Home', 'Connections', 'Leads', 'Rewards', 'Subscriptions'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Organisation console' })).toBeNull();
  });

  it("puts the console first in an owner's navigation, desktop and phone, and hides member-only items", async () => {
    const user = userEvent.setup();
    renderApp(paths.settings.password.getHref(), { user: buildUser({ isOrgOwner: true }) });

    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(sidebar).findByRole('link', { name: 'Organisation console' });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    for (const nav of [sidebar, drawer]) {
      const links = within(nav).getAllByRole('link');
      expect(links[0]).toHaveAccessibleName('Organisation console');
      expect(links[0]).toHaveAttribute('href', paths.organization.root.getHref());
      for (const name of ['Home', 'Explore', 'Connections', 'Leads', 'Rewards', 'Subscriptions'])
        expect(within(nav).queryByRole('link', { name })).toBeNull();
      for (const name of ['Messages', 'Network groups', 'Community', 'Notifications'])
        expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('sends an owner who opens home to their console', async () => {
    server.use(
      http.get(apiUrl('/organization/mine'), () => HttpResponse.json({ data: { rows: [] } })),
    );
    const { location } = renderApp('/', { user: buildUser({ isOrgOwner: true }) });

    await waitFor(() => expect(location()).toBe(paths.organization.root.getHref()));
  });
});
