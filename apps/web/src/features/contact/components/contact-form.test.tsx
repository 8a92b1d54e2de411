import { ErrorCode } from '@nethub/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

function serveContact() {
  const sent: Array<{ body: unknown; authorization: string | null }> = [];
  server.use(
    http.post(apiUrl('/contact'), async ({ request }) => {
      sent.push({
        body: await request.json(),
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({ data: { ok: true } }, { status: 201 });
    }),
  );
  return sent;
}

describe('contact form', () => {
  it('lets a visitor send a message once they agree, then thanks them', async () => {
    const sent = serveContact();
    const user = userEvent.setup();
    renderApp('/contact');

    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Invoices');
    await user.type(screen.getByRole('textbox', { name: /email/i }), ' Bob@Example.com ');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Where are my invoices?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please agree so that we can answer you')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', {
        name: 'I agree that Net Hub may use these details to answer me',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        body: {
          subject: 'Invoices',
          email: 'bob@example.com',
          message: 'Where are my invoices?',
          consent: true,
        },
        authorization: null,
      },
    ]);
  });

  it('fills in a signed-in member’s email and shows the page inside the shell', async () => {
    const sent = serveContact();
    const user = userEvent.setup();
    renderApp('/contact', { user: buildUser() });

    expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue('ann@example.com');
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /subject/i }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Thanks for Net Hub.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(sent[0]?.authorization).toBe('Bearer access-1');
  });

  it('asks the visitor to wait when they send too many messages', async () => {
    server.use(http.post(apiUrl('/contact'), () => apiError(429, ErrorCode.TOO_MANY_REQUESTS)));
    const user = userEvent.setup();
    renderApp('/contact');

    await user.type(await screen.findByRole('textbox', { name: /subject/i }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'bob@example.com');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'Hello');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(MESSAGES.contactRateLimited)).toBeInTheDocument();
  });
});
