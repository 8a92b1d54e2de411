import type {
  ConnectionRow,
  ExploreRow,
  MediaItem,
  MediaKind,
  PresignBody,
} from '@nethub/contract';
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

const page = <T>(rows: T[], query: URLSearchParams) => {
  const number = Number(query.get('page') ?? 1);
  const offset = Number(query.get('offset') ?? 10);
  return {
    rows: rows.slice((number - 1) * offset, number * offset),
    totalRows: rows.length,
    totalPages: Math.ceil(rows.length / offset),
    page: number,
    offset,
  };
};

const matchesSearch = (member: ExploreRow['member'], query: URLSearchParams) => {
  const search = (query.get('textSearch') ?? '').toLowerCase();
  return `${member.firstName} ${member.lastName}`.toLowerCase().includes(search);
};

/** GET /connections/explore over `rows`: search on the name, country filter, paging. */
export function exploreHandler(rows: ExploreRow[], queries: URLSearchParams[] = []) {
  return http.get(apiUrl('/connections/explore'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const country = query.get('country');
    const matching = rows.filter(
      (row) =>
        matchesSearch(row.member, query) &&
        (!country || row.member.location.country?._id === country),
    );
    const { rows: pageRows, page: n, offset, totalPages } = page(matching, query);
    return HttpResponse.json({
      data: { rows: pageRows, page: n, offset, hasMore: n < totalPages },
    });
  });
}

/** GET /connections and /connections/tabs over `rows` (which tests may change). */
export function connectionListHandlers(rows: ConnectionRow[], queries: URLSearchParams[] = []) {
  return [
    http.get(apiUrl('/connections'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status');
      const bookmark = query.get('bookmark');
      const matching = rows.filter(
        (row) =>
          matchesSearch(row.member, query) &&
          (!status || row.status === status) &&
          (bookmark !== 'true' || row.bookmark),
      );
      return HttpResponse.json({ data: page(matching, query) });
    }),
    http.get(apiUrl('/connections/tabs'), () => {
      const count = (status: ConnectionRow['status']) =>
        rows.filter((row) => row.status === status).length;
      return HttpResponse.json({
        data: {
          all: rows.length,
          CONNECTED: count('CONNECTED'),
          REQUESTED: count('REQUESTED'),
          REJECTED: count('REJECTED'),
        },
      });
    }),
  ];
}
