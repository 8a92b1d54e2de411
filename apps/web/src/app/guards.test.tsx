import { ErrorCode } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildUser, storeTokens } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, server } from '@/testing/server';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10000 });

describe('route guards', () => {
  it('sends a signed-out visitor to /login carrying the page as prevUrl', async () => {
    const { location } = renderApp('/faqs?page=2');
    await h1('Sign in');
    expect(location()).toBe('/login?prevUrl=%2Ffaqs%3Fpage%3D2');
  });

  it('sends a signed-out visitor at the root to plain /login', async () => {
    const { location } = renderApp('/');
    await h1('Sign in');
    expect(location()).toBe('/login');
  });

  it('lets a signed-out visitor open the open routes', async () => {
    server.use(http.get(apiUrl('/policy/:type'), () => apiError(404, ErrorCode.NOT_FOUND)));
    const { location } = renderApp('/policies');
    await h1('Policies');
    expect(location()).toBe('/policies');
  });

  it('sends a signed-in member away from /login to the home page', async () => {
    const { location } = renderApp('/login', { user: buildUser() });
    await h1('Welcome, Ann');
    expect(location()).toBe('/');
  });

  it('sends a signed-in member on /login to a safe prevUrl only', async () => {
    const safe = renderApp('/login?prevUrl=%2Fsettings%2Fpassword', { user: buildUser() });
    await h1('Change password');
    expect(safe.location()).toBe('/settings/password');
    safe.unmount();

    const unsafe = renderApp('/login?prevUrl=%2F%2Fevil.example', { user: buildUser() });
    await h1('Welcome, Ann');
    expect(unsafe.location()).toBe('/');
  });

  it('holds a member who is not active at /profile/me', async () => {
    const { location } = renderApp('/faqs', { user: buildUser({ status: 'inactive' }) });
    await h1('My profile');
    expect(location()).toBe('/profile/me');
    expect(screen.getByText(/has not been activated yet/)).toBeInTheDocument();
  });

  it('lets a member who is not active open /profile', async () => {
    const { location } = renderApp('/profile', { user: buildUser({ status: 'unverified' }) });
    await h1('My profile');
    expect(location()).toBe('/profile');
  });

  it('goes to the error page when loading the member is rate limited', async () => {
    storeTokens();
    server.use(
      http.get(apiUrl('/auth/check-session'), () => apiError(429, ErrorCode.TOO_MANY_REQUESTS)),
    );
    const { location } = renderApp('/faqs');
    await h1('Something went wrong');
    expect(location()).toBe('/error?errorCode=429&message=TOO_MANY_REQUESTS');
    expect(screen.getByText(MESSAGES.quotaExhausted)).toBeInTheDocument();
  });

  it('shows the shell and a labelled loader in its main area while the session loads', async () => {
    storeTokens();
    let requested = false;
    server.use(
      http.get(apiUrl('/auth/check-session'), () => {
        requested = true;
        return new Promise<never>(() => {});
      }),
    );
    const { location } = renderApp('/faqs');
    await waitFor(() => expect(requested).toBe(true));
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('status', { name: 'Loading page' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(location()).toBe('/faqs');
  });

  it('treats a token the server no longer accepts as signed out', async () => {
    storeTokens('stale', '');
    localStorage.removeItem('REFRESH_TOKEN');
    server.use(
      http.get(apiUrl('/auth/check-session'), () => apiError(401, ErrorCode.UNAUTHORIZED)),
    );
    const { location } = renderApp('/faqs');
    await h1('Sign in');
    expect(location()).toBe('/login?prevUrl=%2Ffaqs');
    expect(localStorage.getItem('TOKEN')).toBeNull();
  });
});
