import { ErrorCode } from '@nethub/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

function verifyEmailReplies(reply: () => Response) {
  const tokens: unknown[] = [];
  server.use(
    http.post(apiUrl('/auth/verify-email'), async ({ request }) => {
      tokens.push(await request.json());
      return reply();
    }),
  );
  return tokens;
}

describe('email verification', () => {
  it('spends the token once and shows the verified page', async () => {
    const tokens = verifyEmailReplies(() => HttpResponse.json({ data: { ok: true } }));
    const { location } = renderApp('/verify-email?token=token-0123456789');

    await screen.findByRole('heading', { level: 1, name: 'Your email has been verified' });
    expect(location()).toBe('/email-verified');
    expect(tokens).toEqual([{ token: 'token-0123456789' }]);
  });

  it('sends a signed-in member home after verifying', async () => {
    verifyEmailReplies(() => HttpResponse.json({ data: { ok: true } }));
    const { location } = renderApp('/verify-email?token=token-0123456789', { user: buildUser() });

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ann' });
    expect(location()).toBe('/');
  });

  it('offers a new link when the token was used or expired', async () => {
    verifyEmailReplies(() => apiError(400, ErrorCode.INVALID_TOKEN));
    let resentTo: unknown;
    server.use(
      http.post(apiUrl('/auth/verify-email/resend'), async ({ request }) => {
        resentTo = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderApp('/verify-email?token=token-0123456789');

    expect(await screen.findByText(MESSAGES.verifyTokenExpired)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(MESSAGES.verificationSent)).toBeInTheDocument();
    expect(resentTo).toEqual({ email: 'ann@example.com' });
  });
});
