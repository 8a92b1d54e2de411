import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const steps = [
  { step: 'COMPLETED_PROFILE', label: 'Complete your profile', done: false, completedAt: null },
  {
    step: 'ADD_CONNECTIONS',
    label: 'Add connections',
    done: true,
    completedAt: '2026-11-01T10:00:00.000Z',
  },
];

describe('home', () => {
  it('shows the getting-started checklist with progress and a link to the next step', async () => {
    server.use(
      http.get('*/api/v1/users/onboarding', () =>
        HttpResponse.json({ data: { steps, totalDone: 1, total: 10 } }),
      ),
    );
    renderApp('/', { user: buildUser({ firstName: 'Ava' }) });
    expect(await screen.findByText('1 of 10 done')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Getting started: 10% done' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Complete your profile/ })).toHaveAttribute(
      'href',
      '/profile/me',
    );
    expect(screen.getByText(/Add connections/)).toHaveTextContent('(done)');
  });
});
