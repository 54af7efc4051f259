import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Messages, errorResponses } from '../schemas/common';
import { viewOf } from '../present';
import { pageAnswer } from '../services/catalog/seo-pages';
import { sitemapModules } from '../services/catalog/sitemap';

const Head = Type.Object({
  title: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  canonical: Type.String(),
  alternates: Type.Object({ ru: Type.String(), kz: Type.String(), en: Type.String() }),
  kind: Type.Union([Type.Literal('website'), Type.Literal('product')]),
  jsonLd: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  noindex: Type.Optional(Type.Boolean()),
});

/** What the page server (and the browser on a route change) asks about a page: its status and its head. */
export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/v1/seo/page',
    {
      schema: {
        tags: ['config'],
        summary: "A storefront page's status (200, 301, 404, 410) and head in the request language",
        querystring: Type.Object({
          path: Type.String({
            pattern: '^/[^\\s]*$',
            maxLength: 512,
            ...Messages({ default: 'path must be a page path starting with /.' }),
          }),
        }),
        response: {
          200: Type.Object({
            status: Type.Integer(),
            location: Type.Optional(Type.String()),
            head: Type.Optional(Head),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => pageAnswer(ctx, viewOf(ctx, request.info), request.query.path),
  );

  app.get(
    '/api/v1/seo/sitemap',
    {
      schema: {
        tags: ['config'],
        summary: 'The listed catalog per active module, with last changes, for the sitemap',
        response: {
          200: Type.Object({
            site: Type.String(),
            modules: Type.Array(
              Type.Object({
                id: Type.Integer(),
                module_type: Type.String(),
                lastmod: Type.String(),
                pages: Type.Array(Type.Object({ path: Type.String(), lastmod: Type.String() })),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async () => ({ site: ctx.storefrontOrigins[0], modules: await sitemapModules(ctx) }),
  );
};
