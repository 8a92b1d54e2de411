import { ErrorCode } from '@nethub/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

async function fillSignUp() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /first name/i }), ' Ann ');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Lee');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'Ann@Example.com');
  await user.type(screen.getByLabelText(/^password/i), 'password1');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('sign-up form', () => {
  it('registers the member and shows where the verification email went', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { email: 'ann@example.com' } }, { status: 201 });
      }),
    );
    const { location } = renderApp('/sign-up');

    await fillSignUp();

    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(location()).toBe('/email-landing?email=ann%40example.com');
    expect(body).toEqual({
      email: 'ann@example.com',
      password: 'password1',
      firstName: 'Ann',
      lastName: 'Lee',
      acceptTerms: true,
    });
  });

  it('lets an invited member resend the verification email', async () => {
    let resent = false;
    server.use(
      http.post(apiUrl('/auth/register'), () => apiError(409, ErrorCode.USER_IMPORTED_INACTIVE)),
      http.post(apiUrl('/auth/verify-email/resend'), () => {
        resent = true;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderApp('/sign-up');

    const user = await fillSignUp();
    expect(await screen.findByText(/invited by a group admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.importedInactive.action }));

    expect(await screen.findByText(MESSAGES.verificationSent)).toBeInTheDocument();
    expect(resent).toBe(true);
  });

  it('says when the email is already registered', async () => {
    server.use(http.post(apiUrl('/auth/register'), () => apiError(409, ErrorCode.USER_EXISTED)));
    renderApp('/sign-up');

    await fillSignUp();

    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
  });
});
