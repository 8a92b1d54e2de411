import type { Suggestion } from '@nethub/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const sam: Suggestion = {
  member: buildMemberCard({ firstName: 'Sam', lastName: 'Reed' }),
  reasons: [
    { kind: 'looking_for', text: 'Looking for Payroll leads, which you pass' },
    { kind: 'mutual', text: '3 mutual connections, also in Accounting' },
  ],
};
const ivy: Suggestion = {
  member: buildMemberCard({ firstName: 'Ivy', lastName: 'Stone' }),
  reasons: [{ kind: 'group', text: 'In Tuesday Breakfast with you, not connected yet' }],
};

function serve(rows: Suggestion[]) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl('/suggestions'), () => HttpResponse.json({ data: { rows } })),
    http.put(apiUrl('/suggestions/dismissed/:id'), ({ params }) => {
      calls.push(`dismiss ${String(params.id)}`);
      return HttpResponse.json({ data: { memberId: params.id, dismissed: true } });
    }),
    http.delete(apiUrl('/suggestions/dismissed/:id'), ({ params }) => {
      calls.push(`restore ${String(params.id)}`);
      return HttpResponse.json({ data: { memberId: params.id, dismissed: false } });
    }),
    http.post(apiUrl('/connections/request'), async ({ request }) => {
      const { userId } = (await request.json()) as { userId: string };
      calls.push(`connect ${userId}`);
      return HttpResponse.json({
        data: { _id: crypto.randomUUID(), status: 'REQUESTED', direction: 'outgoing' },
      });
    }),
  );
  return calls;
}

async function open() {
  const user = userEvent.setup();
  renderApp('/explore/suggestions', { user: buildUser() });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Who to meet next' }),
  ).toBeInTheDocument();
  return user;
}

describe('who to meet next', () => {
  it('shows each member with the reasons in words', async () => {
    serve([sam, ivy]);
    await open();
    const card = await screen.findByRole('article', { name: 'Sam Reed' });
    expect(within(card).getByText('Looking for Payroll leads, which you pass')).toBeVisible();
    expect(within(card).getByText('3 mutual connections, also in Accounting')).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Ivy Stone' })).getByText(
        'In Tuesday Breakfast with you, not connected yet',
      ),
    ).toBeVisible();
  });

  it('connects from a suggestion', async () => {
    const calls = serve([sam]);
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Connect with Sam Reed' }));
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(calls).toEqual([`connect ${sam.member._id}`]);
  });

  it('dismisses a suggestion in place, and undoes it', async () => {
    const calls = serve([sam, ivy]);
    const user = await open();
    await user.click(
      await screen.findByRole('button', { name: 'Not now: stop suggesting Ivy Stone' }),
    );
    expect(await screen.findByText('We will not suggest Ivy Stone again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByRole('button', { name: 'Not now: stop suggesting Ivy Stone' }),
    ).toBeVisible();
    expect(calls).toEqual([`dismiss ${ivy.member._id}`, `restore ${ivy.member._id}`]);
  });

  it('says where suggestions come from when there are none', async () => {
    serve([]);
    await open();
    expect(await screen.findByRole('heading', { name: 'No suggestions yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your sectors' })).toBeVisible();
  });

  it('offers to try again when the list cannot load', async () => {
    server.use(http.get(apiUrl('/suggestions'), () => apiError(500, 'INTERNAL_ERROR')));
    await open();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  });
});
