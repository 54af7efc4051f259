import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../errors';
import { Messages, errorResponses } from '../schemas/common';
import { sniffImage, storagePicture, uploadHeaders } from '../services/media';

const Params = Type.Object({
  folder: Type.String({ pattern: '^[a-z-]{1,32}$', ...Messages({ default: 'Unknown storage folder.' }) }),
  file: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,120}(\\.[a-z]{2,4})?$',
    ...Messages({ default: 'Invalid file name.' }),
  }),
});

/** Images: generated SVGs for seeded entities, and user uploads kept in the database (works for every replica). */
export const storageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/storage/:folder/:file',
    {
      schema: {
        tags: ['storage'],
        summary: 'Image files (generated SVG pictures and uploads)',
        params: Params,
        response: {
          200: Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary', description: 'image bytes' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      if (folder === 'uploads') {
        const upload = await app.repos.uploads.byId(app.ctx.db, file);
        // the type comes from the bytes, so a file stored before uploads were checked is never served as a page
        const type = upload ? sniffImage(upload.data) : null;
        if (!upload || !type) throw notFound('File');
        return reply.headers(uploadHeaders(type, file, upload.purpose)).send(Buffer.from(upload.data));
      }
      if (!file.endsWith('.svg')) throw notFound('File');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(await storagePicture(folder, file));
    },
  );
};
