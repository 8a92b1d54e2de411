import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';

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

    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile/me');
  });
});
