import { ErrorCode, STORAGE_KEYS } from '@nethub/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildSession } from '@/testing/factories';
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
        return HttpResponse.json({ data: session });
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
});
