import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

describe('policies', () => {
  it('shows each policy as plain text paragraphs, never as HTML', async () => {
    server.use(
      http.get(apiUrl('/policy/:type'), ({ params }) =>
        HttpResponse.json({
          data: {
            type: Number(params.type),
            title: params.type === '0' ? 'Privacy policy' : 'Terms and conditions',
            content: `Policy ${String(params.type)} intro.\n\n<b>Not bold</b> second paragraph.`,
            updatedAt: '2025-03-01T12:00:00.000Z',
          },
        }),
      ),
    );
    const { location, container } = renderApp('/policies');

    expect(await screen.findByText('Policy 0 intro.')).toBeInTheDocument();
    expect(screen.getByText('<b>Not bold</b> second paragraph.')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Last updated 01/03/25')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Terms and conditions' }));
    expect(await screen.findByText('Policy 1 intro.')).toBeInTheDocument();
    expect(location()).toBe('/policies?tab=terms');
  });
});
