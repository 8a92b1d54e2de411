import type { MediaItem } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildMediaItem, buildUser } from '@/testing/factories';
import { mediaListHandler, referenceHandlers, uploadHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

const MB = 1024 * 1024;

function serveLibrary(library: MediaItem[]) {
  const queries: URLSearchParams[] = [];
  server.use(...referenceHandlers(), mediaListHandler(library, queries));
  return queries;
}

async function openMedia() {
  const user = userEvent.setup();
  renderApp('/media', { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
  return user;
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('media library', () => {
  it('shows a tab per kind with its count, pages with Load more, and restarts at page 1 on a new search or tab', async () => {
    const library = [
      ...Array.from({ length: 12 }, (_, index) =>
        buildMediaItem({ name: `Report ${index + 1}.pdf` }),
      ),
      buildMediaItem({ name: 'Team photo.png', type: 'IMAGE', contentType: 'image/png' }),
      buildMediaItem({ name: 'Office.jpg', type: 'IMAGE', contentType: 'image/jpeg' }),
    ];
    const queries = serveLibrary(library);
    const user = await openMedia();

    expect(await screen.findByText('Showing 10 of 12 documents')).toBeInTheDocument();
    expect(tab('Documents')).toHaveTextContent('12');
    expect(tab('Images')).toHaveTextContent('2');
    expect(tab('Video')).toHaveTextContent('0');
    // #19: the library shows what members keep, not the server's own thumbnails.
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''))).toEqual([
      'Documents',
      'Audio',
      'Video',
      'Images',
    ]);
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 of 12 documents')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search media' }), 'report 1');
    expect(await screen.findByText('Showing 4 of 4 documents')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(queries.at(-1)?.get('textSearch')).toBe('report 1');
    // The counts follow the search.
    expect(tab('Documents')).toHaveTextContent('4');
    expect(tab('Images')).toHaveTextContent('0');

    await user.clear(screen.getByRole('searchbox', { name: 'Search media' }));
    await user.click(tab('Images'));
    expect(await screen.findByText('Showing 2 of 2 images')).toBeInTheDocument();
    expect(queries.at(-1)?.get('type')).toBe('IMAGE');
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('article', { name: 'Team photo.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview Office.jpg' }));
    const preview = await screen.findByRole('dialog', { name: 'Office.jpg' });
    expect(within(preview).getByRole('img', { name: 'Office.jpg' })).toBeInTheDocument();
  });

  it('uploads a file in three steps, without the session header, then refreshes the list and counts', async () => {
    const library: MediaItem[] = [];
    serveLibrary(library);
    const { handlers, log } = uploadHandlers(library);
    server.use(...handlers);
    const user = await openMedia();

    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeInTheDocument();
    const file = new File(['%PDF-1.7 plan'], 'Plan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload documents'), file);

    expect(await screen.findByText(MESSAGES.uploaded('Plan.pdf'))).toBeInTheDocument();
    expect(log.presigned).toEqual([
      { fileName: 'Plan.pdf', contentType: 'application/pdf', size: file.size, type: 'DOCUMENT' },
    ]);
    // The bytes go with the signed headers only (jsdom's XHR cannot show the body itself).
    expect(log.stored).toEqual([{ contentType: 'application/pdf', authorization: null }]);
    expect(log.confirmed).toEqual([{ pathname: 'media/1/Plan.pdf', name: 'Plan.pdf' }]);
    expect(await screen.findByRole('article', { name: 'Plan.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 documents')).toBeInTheDocument();
    expect(tab('Documents')).toHaveTextContent('1');
  });

  it('refuses an oversized file in the browser without asking the server', async () => {
    serveLibrary([]);
    const { handlers, log } = uploadHandlers();
    server.use(...handlers);
    const user = await openMedia();

    await screen.findByRole('heading', { name: 'No documents yet' });
    const file = new File(['%PDF'], 'Huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: 26 * MB });
    await user.upload(screen.getByLabelText('Upload documents'), file);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Huge.pdf is too large: 25 MB at most for documents.',
    );
    expect(log.presigned).toHaveLength(0);
  });

  it('shows the server’s own words when it refuses a file', async () => {
    serveLibrary([]);
    server.use(
      http.post(apiUrl('/media/get-presigned-url'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'FILE_TYPE_NOT_ALLOWED',
            details: { message: 'This file type is not accepted for documents.' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = await openMedia();

    await screen.findByRole('heading', { name: 'No documents yet' });
    await user.upload(
      screen.getByLabelText('Upload documents'),
      new File(['a,b'], 'Sheet.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file type is not accepted for documents.',
    );
  });

  it('words the checks made at confirmation: more bytes than granted, content unlike the type', async () => {
    serveLibrary([]);
    const { handlers } = uploadHandlers();
    let refusal = { statusCode: 413, message: 'FILE_TOO_LARGE' };
    server.use(
      http.post(apiUrl('/media'), () => HttpResponse.json(refusal, { status: refusal.statusCode })),
      ...handlers,
    );
    const user = await openMedia();

    await screen.findByRole('heading', { name: 'No documents yet' });
    await user.upload(
      screen.getByLabelText('Upload documents'),
      new File(['%PDF-1.7'], 'Grown.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Grown.pdf is too large: 25 MB at most for documents.',
    );

    refusal = { statusCode: 415, message: 'FILE_TYPE_NOT_ALLOWED' };
    await user.upload(
      screen.getByLabelText('Upload documents'),
      new File(['RIFF....WAVE'], 'Song.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) =>
            alert.textContent?.includes('Song.pdf: its content is not a valid file for documents.'),
          ),
      ).toBe(true),
    );
  });

  it('says in a sentence that the upload did not reach the file store, not "Network Error"', async () => {
    serveLibrary([]);
    const { handlers, log } = uploadHandlers();
    // The bucket does not answer the browser (offline, or its CORS rule is missing).
    server.use(
      http.put(apiUrl('/files/upload'), () => HttpResponse.error()),
      ...handlers,
    );
    const user = await openMedia();

    await screen.findByRole('heading', { name: 'No documents yet' });
    await user.upload(
      screen.getByLabelText('Upload documents'),
      new File(['%PDF-1.7 plan'], 'Plan.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload did not reach the file store. Check your connection and try again.',
    );
    expect(screen.queryByText(/Network Error/)).not.toBeInTheDocument();
    expect(log.presigned).toHaveLength(1);
    expect(log.confirmed).toHaveLength(0);
  });

  it('says so when a download fails', async () => {
    const item = buildMediaItem({ name: 'Minutes.pdf' });
    serveLibrary([item]);
    server.use(http.get(item.url.split('?')[0] ?? item.url, () => HttpResponse.error()));
    const user = await openMedia();

    await user.click(await screen.findByRole('button', { name: 'Download Minutes.pdf' }));

    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
  });

  it('deletes a file only once the member confirms', async () => {
    const item = buildMediaItem({ name: 'Old deck.pdf' });
    const library = [item];
    serveLibrary(library);
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl('/media/:id'), ({ params }) => {
        deleted.push(String(params.id));
        library.splice(0, 1);
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = await openMedia();

    await user.click(await screen.findByRole('button', { name: 'Delete Old deck.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old deck.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveTextContent('“Old deck.pdf” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(MESSAGES.mediaDeleted('Old deck.pdf'))).toBeInTheDocument();
    expect(deleted).toEqual([item._id]);
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeInTheDocument();
    expect(tab('Documents')).toHaveTextContent('0');
    // #19: one upload action, the upload zone's, even on an empty tab.
    expect(screen.getAllByRole('button', { name: /^Upload/ })).toHaveLength(1);
    expect(screen.getByLabelText('Upload documents')).toHaveAttribute('aria-hidden', 'true');
  });
});
