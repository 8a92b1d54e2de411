import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';
import { ExportButton } from './export-button';

/** jsdom's Blob has no text(): read it as the browser would with FileReader. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const saved: Array<{ name: string; text: Promise<string> }> = [];
vi.mock('@/lib/browser', async (original) => ({
  ...(await original<object>()),
  saveBlob: (blob: Blob, name: string) => saved.push({ name, text: textOf(blob) }),
}));
afterEach(() => {
  saved.length = 0;
});

const button = () =>
  render(
    <AppProvider env="test">
      <ExportButton
        url="/leads/export"
        params={{ type: 'incoming', textSearch: 'pat' }}
        what="leads"
      />
    </AppProvider>,
  );

describe('ExportButton', () => {
  it('downloads the list with its filters under the name the server gives', async () => {
    let asked = '';
    server.use(
      http.get(apiUrl('/leads/export'), ({ request }) => {
        asked = new URL(request.url).search;
        return new HttpResponse('\uFEFFPassed on,Direction\r\n2026-11-28,Received\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="leads-2026-11-28.csv"',
          },
        });
      }),
    );
    button();
    await userEvent.click(screen.getByRole('button', { name: 'Export leads as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toBe('?type=incoming&textSearch=pat');
    expect(saved[0]!.name).toBe('leads-2026-11-28.csv');
    expect(await saved[0]!.text).toContain('2026-11-28,Received');
  });

  it('says so when the export fails', async () => {
    server.use(http.get(apiUrl('/leads/export'), () => apiError(500, 'INTERNAL_SERVER_ERROR')));
    button();
    await userEvent.click(screen.getByRole('button', { name: 'Export leads as CSV' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
