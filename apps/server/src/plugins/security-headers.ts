import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import type { S3Options } from '../modules/media/storage-s3.js';

type CspOptions = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;
type Directives = NonNullable<CspOptions['directives']>;

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonces: only on routes served with `htmlPage`. */
    cspNonce: { script: string; style: string };
  }
  interface RouteShorthandOptions {
    /** A fresh CSP nonce for each response's inline <style> and <script> (see `htmlPage`). */
    cspNonces?: boolean;
  }
  interface FastifyContextConfig {
    cspNonces?: boolean;
  }
}

/**
 * The Content-Security-Policy, built from the configuration: with files on S3 the browser PUTs
 * uploads to, and loads images and media from, the bucket's own origin (pre-signed URLs), so
 * that origin joins connect-src, img-src and media-src. Without S3 files are served by the app
 * itself ('self').
 *
 * connect-src is 'self' (and the bucket): CSP Level 3 lets 'self' match ws:/wss: on the page's
 * own host and port, which is where the real-time socket connects (Chromium, Firefox and Safari
 * 15.4+ do so). style-src has no 'unsafe-inline': the pages that need a <style> element (the web
 * app's index.html, where Mantine injects its CSS variables, and the server's own small pages)
 * are served with `htmlPage` below, which adds a per-response nonce. Inline style *attributes*
 * in markup stay blocked; React and Mantine set `style` through the CSSOM (element.style), which
 * CSP does not govern.
 */
export function contentSecurityPolicy(config: Pick<Config, 's3'>): CspOptions & {
  directives: Directives;
} {
  const files = config.s3 ? [bucketOrigin(config.s3)] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...files],
      mediaSrc: ["'self'", ...files],
      connectSrc: ["'self'", ...files],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * Route options for an HTML page with inline <style> (or <script>): each response gets a fresh
 * `reply.cspNonce`, added to style-src and script-src. The page puts
 * `nonce="${reply.cspNonce.style}"` on its <style> elements.
 */
export const htmlPage = { cspNonces: true } as const;

/**
 * Helmet's headers on every response, the Content-Security-Policy above among them. The headers
 * are built once: @fastify/helmet built a new helmet, parsing every directive, for each request
 * (4-5 % of a small API call's CPU, ADR 039). Only `htmlPage` routes build theirs per response,
 * since their nonces change.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 's3'>) {
  const csp = contentSecurityPolicy(config);
  const everyResponse = helmet({ contentSecurityPolicy: csp });
  const withNonces = (nonce: { script: string; style: string }) =>
    helmet({
      contentSecurityPolicy: {
        ...csp,
        directives: {
          ...csp.directives,
          scriptSrc: [...(csp.directives.scriptSrc as string[]), `'nonce-${nonce.script}'`],
          styleSrc: [...(csp.directives.styleSrc as string[]), `'nonce-${nonce.style}'`],
        },
      },
    });

  // Declared up front (null until set), so replies keep one shape.
  app.decorateReply('cspNonce', null as unknown as { script: string; style: string });
  app.addHook('onRoute', (route) => {
    if (route.cspNonces) route.config = { ...route.config, cspNonces: true };
  });
  app.addHook('onRequest', (request, reply, hookDone) => {
    const done = (error?: unknown) => hookDone(error as Error | undefined);
    if (!request.routeOptions.config.cspNonces) return everyResponse(request.raw, reply.raw, done);
    reply.cspNonce = {
      script: randomBytes(16).toString('hex'),
      style: randomBytes(16).toString('hex'),
    };
    withNonces(reply.cspNonce)(request.raw, reply.raw, done);
  });
}

/**
 * The web app's index.html with the response's style nonce where the app finds it: a
 * `<meta property="csp-nonce" nonce>` (the shape Vite's html.cspNonce uses); the app hands it to
 * Mantine (getStyleNonce) and to the scroll lock of modals. A nonce in a nonce attribute is hidden
 * from CSS selectors and getAttribute, but readable as the element's `nonce` property.
 */
export function withStyleNonce(html: string, nonce: string) {
  return html.replace(/<head>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
}

/**
 * The origin of the pre-signed URLs storage-s3.ts hands out, the way the AWS SDK builds them:
 * path-style (`S3_FORCE_PATH_STYLE=true`) puts the bucket in the path, so the origin is the
 * endpoint's; virtual-host style puts it in the host name (`<bucket>.<endpoint host>`, or
 * `<bucket>.s3.<region>.amazonaws.com` on AWS). A bucket name that cannot be a host label
 * (upper case, underscores, or dots over https: the certificate would not match) makes the SDK
 * fall back to path-style.
 */
export function bucketOrigin(
  s3: Pick<S3Options, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
) {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (s3.forcePathStyle || !isVirtualHostable(s3.bucket, endpoint.protocol)) return endpoint.origin;
  return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}

function isVirtualHostable(bucket: string, protocol: string) {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(bucket) || /\.\.|\.-|-\./.test(bucket)) return false;
  return !(protocol === 'https:' && bucket.includes('.'));
}
