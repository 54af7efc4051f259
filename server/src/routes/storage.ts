import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../errors';
import { Messages, errorResponses } from '../schemas/common';
import { sniffImage, uploadHeaders } from '../infra/media';
import { pictureSvg } from '../infra/pictures';
import { optionalUser, ownedBy } from '../services/accounts/sessions';
import { validUploadSignature } from '../services/messages/upload-urls';

const Params = Type.Object({
  folder: Type.String({ pattern: '^[a-z-]{1,32}$', ...Messages({ default: 'Unknown storage folder.' }) }),
  file: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,120}(\\.[a-z]{2,4})?$',
    ...Messages({ default: 'Invalid file name.' }),
  }),
});

/** A private upload's signed URL (services/messages/upload-urls.ts); malformed values read as none. */
const SignedQuery = Type.Object({
  expires: Type.Optional(Type.Integer({ minimum: 0 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

/**
 * Images: generated SVGs for seeded entities, and user uploads kept in the database (works for every replica).
 * A prescription is served only with a valid signed URL or to its owner's own credentials (Bearer token, or the
 * guest-id header); anyone else gets the same 404 as for no file at all.
 */
export const storageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/storage/:folder/:file',
    {
      schema: {
        tags: ['storage'],
        summary: 'Image files (generated SVG pictures and uploads)',
        params: Params,
        querystring: SignedQuery,
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
        if (upload.purpose === 'prescription') {
          const { expires, signature } = request.query;
          const readable =
            (await validUploadSignature(app.ctx, file, expires, signature)) ||
            ownedBy(await optionalUser(app.ctx, request.info), request.info.guestId, upload);
          if (!readable) throw notFound('File');
        }
        return reply.headers(uploadHeaders(type, file, upload.purpose)).send(Buffer.from(upload.data));
      }
      if (!file.endsWith('.svg')) throw notFound('File');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml')
        .send(await pictureSvg(app.ctx.storagePictures(folder, file)));
    },
  );
};
