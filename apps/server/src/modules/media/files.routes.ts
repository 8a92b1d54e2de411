import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { UploadRejected, type LocalStorage } from './storage.js';

const REJECTION: Record<UploadRejected['reason'], AppError> = {
  TOO_LARGE: new AppError(413, 'FILE_TOO_LARGE'),
  WRONG_TYPE: new AppError(415, 'FILE_TYPE_NOT_ALLOWED'),
  EXPIRED: new AppError(403, 'FORBIDDEN', { reason: 'expired' }),
  BAD_SIGNATURE: new AppError(403, 'FORBIDDEN'),
};
const rethrow = (error: unknown): never => {
  throw error instanceof UploadRejected ? REJECTION[error.reason] : error;
};
const contentDisposition = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The embedded file back end: signed, expiring upload and download URLs served by the app, so
 * no sign-in header is needed (a signed URL is the permission, like S3's pre-signed URLs).
 */
export const filesRoutes: FastifyPluginAsync<{ storage: LocalStorage }> = async (
  app,
  { storage },
) => {
  // Uploads stream straight to disk: no body parser buffers them in memory.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.put(
    '/files/upload',
    { schema: { hide: true }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      await storage
        .receive(
          request.query as Record<string, string>,
          request.headers['content-type'],
          request.raw,
        )
        .catch(rethrow);
      return reply.status(204).send();
    },
  );

  app.get('/files/download', { schema: { hide: true } }, async (request, reply) => {
    const file = await storage
      .openDownload(request.query as Record<string, string>)
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') throw new AppError(404, 'NOT_FOUND');
        return rethrow(error);
      });
    reply
      .header('content-type', file.contentType || 'application/octet-stream')
      .header('content-length', file.size)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff');
    if (file.fileName) reply.header('content-disposition', contentDisposition(file.fileName));
    return reply.send(file.stream);
  });
};
