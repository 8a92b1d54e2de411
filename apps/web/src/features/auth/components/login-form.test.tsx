import { ErrorCode, STORAGE_KEYS } from '@nethub/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildSession, buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /email/i }), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('login form', () => {
  it('says the username or password is incorrect on a wrong password', async () => {
    server.use(http.post(apiUrl('/auth/login'), () => apiError(401, ErrorCode.PASSWORD_INCORRECT)));
    renderApp('/login');

    await signIn('ann@example.com', 'wrong-password1');

    expect(await screen.findByText(MESSAGES.incorrectCredentials)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('offers to resend the verification email when the email is not verified', async () => {
    let resentTo: unknown;
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        apiError(403, ErrorCode.EMAIL_NOT_VERIFIED, { email: 'ann@example.com' }),
      ),
      http.post(apiUrl('/auth/verify-email/resend'), async ({ request }) => {
        resentTo = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderApp('/login');

    const user = await signIn('Ann@Example.com', 'password1');
    expect(await screen.findByText(MESSAGES.emailNotVerified)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(MESSAGES.verificationSent)).toBeInTheDocument();
    expect(resentTo).toEqual({ email: 'ann@example.com' });
  });

  it('stores the session and returns to prevUrl after signing in', async () => {
    let body: unknown;
    const session = buildSession();
    server.use(
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { status: 'signed_in', ...session } });
      }),
      http.get(apiUrl('/auth/check-session'), () => HttpResponse.json({ data: session.user })),
      http.get(apiUrl('/faqs'), () =>
        HttpResponse.json({ data: { rows: [], totalRows: 0, totalPages: 0, page: 1, offset: 10 } }),
      ),
    );
    const { location } = renderApp('/login?prevUrl=%2Ffaqs');

    await signIn(' Ann@Example.com ', 'password1');

    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(location()).toBe('/faqs');
    expect(body).toMatchObject({
      email: 'ann@example.com',
      password: 'password1',
      isOrgOwner: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(session.accessToken);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(session.refreshToken);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(session.deviceId);
  });
  it('tells a member with the right password that the owner switch is not for them', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        body = await request.json();
        return apiError(403, ErrorCode.NOT_ORG_OWNER);
      }),
    );
    renderApp('/login');

    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'password1');
    await user.click(screen.getByRole('checkbox', { name: /Sign in as organisation owner/ }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(MESSAGES.notOrgOwner)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.incorrectCredentials)).not.toBeInTheDocument();
    expect(body).toMatchObject({ isOrgOwner: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  function serveOwnerSession() {
    const session = buildSession({ user: buildUser({ isOrgOwner: true }) });
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ data: { status: 'signed_in', ...session } }),
      ),
      http.get(apiUrl('/auth/check-session'), () => HttpResponse.json({ data: session.user })),
      http.get(apiUrl('/organization/mine'), () => HttpResponse.json({ data: { rows: [] } })),
      http.get(apiUrl('/faqs'), () =>
        HttpResponse.json({ data: { rows: [], totalRows: 0, totalPages: 0, page: 1, offset: 10 } }),
      ),
    );
  }

  it('takes an organisation owner to their console, not the member dashboard', async () => {
    serveOwnerSession();
    const { location } = renderApp('/login');

    await signIn('olivia@example.com', 'password1');

    await waitFor(() => expect(location()).toBe('/organization'));
  });

  it('takes an organisation owner to the page they asked for first', async () => {
    serveOwnerSession();
    const { location } = renderApp('/login?prevUrl=%2Ffaqs');

    await signIn('olivia@example.com', 'password1');

    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(location()).toBe('/faqs');
  });

  it('asks for the authenticator code as a second step and signs in with it', async () => {
    const session = buildSession();
    let second: unknown;
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({
          data: { status: 'two_factor_required', challengeToken: 'challenge-123', expiresIn: 300 },
        }),
      ),
      http.post(apiUrl('/auth/login/two-factor'), async ({ request }) => {
        second = await request.json();
        return HttpResponse.json({ data: session });
      }),
      http.get(apiUrl('/auth/check-session'), () => HttpResponse.json({ data: session.user })),
    );
    renderApp('/login');
    const user = await signIn('ann@example.com', 'password1');

    const code = await screen.findByRole('textbox', { name: /authentication code/i });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(session.accessToken));
    expect(second).toEqual({
      challengeToken: 'challenge-123',
      code: '123456',
      rememberDevice: true,
    });
  });

  it('takes a recovery code instead, and says when a code is wrong', async () => {
    let second: unknown;
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({
          data: { status: 'two_factor_required', challengeToken: 'challenge-456', expiresIn: 300 },
        }),
      ),
      http.post(apiUrl('/auth/login/two-factor'), async ({ request }) => {
        second = await request.json();
        return apiError(401, ErrorCode.TWO_FACTOR_CODE_INVALID);
      }),
    );
    renderApp('/login');
    const user = await signIn('ann@example.com', 'password1');

    await user.click(await screen.findByRole('switch', { name: 'Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: /^recovery code/i }), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(MESSAGES.twoFactorCodeInvalid)).toBeInTheDocument();
    expect(second).toEqual({
      challengeToken: 'challenge-456',
      recoveryCode: 'abcde-23456',
      rememberDevice: false,
    });
  });
});
