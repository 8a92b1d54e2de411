import type { MediaItem, MediaKind, PresignBody } from '@nethub/contract';
import { COUNTRIES, REGIONS, SECTORS, buildMediaItem, buildPreferences } from './factories';
import { apiUrl, http, HttpResponse } from './server';

/** Reference data and preferences most signed-in screens read. */
export const referenceHandlers = (preferences = buildPreferences()) => [
  http.get(apiUrl('/users/preferences'), () => HttpResponse.json({ data: preferences })),
  http.get(apiUrl('/sectors'), () => HttpResponse.json({ data: SECTORS })),
  http.get(apiUrl('/locations/countries/suggestion'), () => HttpResponse.json({ data: COUNTRIES })),
  http.get(apiUrl('/locations/regions/suggestion'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const countryId = query.get('countryId');
    const name = (query.get('name') ?? '').toLowerCase();
    return HttpResponse.json({
      data: REGIONS.filter(
        (region) => region.countryId === countryId && region.name.toLowerCase().includes(name),
      ),
    });
  }),
];

export type UploadLog = {
  presigned: PresignBody[];
  stored: { contentType: string | null; authorization: string | null }[];
  confirmed: { pathname: string; name?: string }[];
};

/** The three upload steps; confirmed files are added to `library`. */
export function uploadHandlers(library: MediaItem[] = []) {
  const log: UploadLog = { presigned: [], stored: [], confirmed: [] };
  const pending = new Map<string, PresignBody>();
  const handlers = [
    http.post(apiUrl('/media/get-presigned-url'), async ({ request }) => {
      const body = (await request.json()) as PresignBody;
      log.presigned.push(body);
      const pathname = `media/${log.presigned.length}/${body.fileName}`;
      pending.set(pathname, body);
      return HttpResponse.json({
        data: {
          url: `/api/v1/files/upload?key=${encodeURIComponent(pathname)}&signature=s`,
          pathname,
          method: 'PUT',
          headers: { 'content-type': body.contentType },
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
      });
    }),
    http.put(apiUrl('/files/upload'), ({ request }) => {
      log.stored.push({
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('/media'), async ({ request }) => {
      const body = (await request.json()) as { pathname: string; name?: string };
      log.confirmed.push(body);
      const presigned = pending.get(body.pathname);
      const item = buildMediaItem({
        name: body.name ?? presigned?.fileName,
        type: presigned?.type,
        contentType: presigned?.contentType,
        size: presigned?.size,
        createdAt: '2025-06-01T09:00:00.000Z',
      });
      library.unshift(item);
      return HttpResponse.json({ data: item }, { status: 201 });
    }),
  ];
  return { handlers, log };
}

/** GET /media over `library`: per-type rows, search on the name, tab counts. */
export function mediaListHandler(library: MediaItem[], queries: URLSearchParams[] = []) {
  return http.get(apiUrl('/media'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const type = (query.get('type') ?? 'DOCUMENT') as MediaKind;
    const page = Number(query.get('page') ?? 1);
    const offset = Number(query.get('offset') ?? 10);
    const search = (query.get('textSearch') ?? '').toLowerCase();
    const matching = library.filter((item) => item.name.toLowerCase().includes(search));
    const ofType = matching.filter((item) => item.type === type);
    const count = (kind: MediaKind) => matching.filter((item) => item.type === kind).length;
    return HttpResponse.json({
      data: {
        rows: ofType.slice((page - 1) * offset, page * offset),
        totalRows: ofType.length,
        totalPages: Math.ceil(ofType.length / offset),
        page,
        offset,
        tabs: {
          DOCUMENT: count('DOCUMENT'),
          AUDIO: count('AUDIO'),
          VIDEO: count('VIDEO'),
          IMAGE: count('IMAGE'),
          THUMBNAIL: count('THUMBNAIL'),
        },
      },
    });
  });
}
