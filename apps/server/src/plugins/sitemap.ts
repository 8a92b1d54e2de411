import type { FastifyPluginAsync } from 'fastify';

/** The pages a search engine may index: the public, signed-out side of the product. */
export const PUBLIC_PAGES = ['/login', '/sign-up', '/policies', '/public-subscriptions-list'];

export const sitemapRoute: FastifyPluginAsync<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${publicUrl}${page}</loc></url>`).join(
      '\n',
    );
    reply.type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
};
