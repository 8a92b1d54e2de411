/**
 * The few parts of an HTTP client the web app uses, on XMLHttpRequest (upload progress, the same
 * behaviour in jsdom as in the browser) and, for a request that must outlive the page, fetch with
 * `keepalive`. It replaces axios, which weighed ~14 kB gzip in every first load (ADR 018).
 */

export type Params = Record<string, unknown>;

export type RequestConfig = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  baseURL?: string;
  params?: Params;
  /** A plain object or array is sent as JSON; a Blob, File or FormData as it is. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before an unanswered request fails as a network error (0: never). */
  timeout?: number;
  withCredentials?: boolean;
  responseType?: 'json' | 'blob';
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
  /** Lets the request finish while the page unloads (fetch's keepalive). */
  keepalive?: boolean;
};

export type HttpResponse<T> = { data: T; status: number; headers: Headers };

export type HttpErrorCode = 'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

/** A request that got no answer (`response` undefined), was cancelled, or answered non-2xx. */
export class HttpError<T = unknown> extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: RequestConfig,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
  }
}

export const isHttpError = <T = unknown>(error: unknown): error is HttpError<T> =>
  error instanceof HttpError;

/** `key=value` pairs; null and undefined are left out, arrays repeat as `key[]`. */
export function toQueryString(params: Params = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of values)
      query.append(name, item instanceof Date ? item.toISOString() : String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

const isRawBody = (data: unknown) =>
  data instanceof Blob || data instanceof FormData || typeof data === 'string';

function fullUrl({ baseURL = '', url, params }: RequestConfig) {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  return `${absolute ? '' : baseURL}${url}${toQueryString(params)}`;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!contentType?.includes('json') || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function settle<T>(config: RequestConfig, response: HttpResponse<T>) {
  if (response.status >= 200 && response.status < 300) return response;
  const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
  throw new HttpError(`Request failed with status code ${response.status}`, code, config, response);
}

function headersOf(xhr: XMLHttpRequest) {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function body(config: RequestConfig, headers: Record<string, string>) {
  if (config.data === undefined) return undefined;
  if (isRawBody(config.data)) return config.data as XMLHttpRequestBodyInit;
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(config.data);
}

function sendWithXhr<T>(config: RequestConfig): Promise<HttpResponse<T>> {
  return new Promise((resolve, reject) => {
    const { signal } = config;
    if (signal?.aborted) return reject(new HttpError('canceled', 'ERR_CANCELED', config));
    const xhr = new XMLHttpRequest();
    xhr.open(config.method ?? 'GET', fullUrl(config));
    xhr.withCredentials = config.withCredentials ?? false;
    if (config.responseType === 'blob') xhr.responseType = 'blob';
    const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
    const payload = body(config, headers);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // Rejects at once: the promise is settled, whatever the request reports after.
    const onAbort = () => {
      done();
      xhr.abort();
      reject(new HttpError('canceled', 'ERR_CANCELED', config));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    // Our own timer rather than xhr.timeout: it behaves the same under every XHR implementation.
    const timer = config.timeout
      ? setTimeout(() => {
          done();
          xhr.abort();
          reject(new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ERR_NETWORK', config));
        }, config.timeout)
      : undefined;
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    if (config.onUploadProgress) {
      xhr.upload.onprogress = (event) =>
        config.onUploadProgress?.({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : undefined,
        });
    }
    xhr.onload = () => {
      done();
      const data =
        config.responseType === 'blob'
          ? (xhr.response as T)
          : (parseBody(xhr.responseText, xhr.getResponseHeader('Content-Type')) as T);
      try {
        resolve(settle(config, { data, status: xhr.status, headers: headersOf(xhr) }));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Network Error', 'ERR_NETWORK', config));
    };
    xhr.onabort = () => {
      done();
      reject(new HttpError('canceled', 'ERR_CANCELED', config));
    };
    xhr.send(payload ?? null);
  });
}

async function sendWithFetch<T>(config: RequestConfig): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
  let response: Response;
  try {
    response = await fetch(fullUrl(config), {
      method: config.method ?? 'GET',
      headers,
      body: body(config, headers) as BodyInit | undefined,
      credentials: config.withCredentials ? 'include' : 'same-origin',
      keepalive: config.keepalive,
      signal: config.signal,
    });
  } catch {
    const code = config.signal?.aborted ? 'ERR_CANCELED' : 'ERR_NETWORK';
    throw new HttpError(code === 'ERR_CANCELED' ? 'canceled' : 'Network Error', code, config);
  }
  const data = parseBody(await response.text(), response.headers.get('Content-Type')) as T;
  return settle(config, { data, status: response.status, headers: response.headers });
}

export const request = <T>(config: RequestConfig): Promise<HttpResponse<T>> =>
  config.keepalive ? sendWithFetch<T>(config) : sendWithXhr<T>(config);

type Options = Omit<RequestConfig, 'url' | 'method' | 'data'>;

export type HttpClient = {
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: Options): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: Options): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
};

/** A client whose calls share `defaults` and go through `send` (which may add auth, retry…). */
export function createClient(
  defaults: Partial<RequestConfig> = {},
  send: <T>(config: RequestConfig) => Promise<HttpResponse<T>> = request,
): HttpClient {
  const call = <T>(config: RequestConfig) => send<T>({ ...defaults, ...config });
  return {
    request: call,
    get: (url, options) => call({ ...options, url, method: 'GET' }),
    delete: (url, options) => call({ ...options, url, method: 'DELETE' }),
    post: (url, data, options) => call({ ...options, url, data, method: 'POST' }),
    put: (url, data, options) => call({ ...options, url, data, method: 'PUT' }),
    patch: (url, data, options) => call({ ...options, url, data, method: 'PATCH' }),
  };
}
