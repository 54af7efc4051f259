import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { notFound } from '../errors';
import { errorResponses } from '../schemas/common';
import { requestLang } from '../i18n';
import { businessSettings } from '../services/catalog/settings';
import { POLICY_PAGES, type PolicySlug } from './pages-content';

/** Terms, privacy, about and the three switchable policies (404 when their config flag is 0). */
export const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/v1/pages/:slug',
    {
      schema: {
        tags: ['config'],
        summary: 'A policy or information page in the request language',
        params: Type.Object({ slug: Type.Union(Object.keys(POLICY_PAGES).map((k) => Type.Literal(k))) }),
        response: { 200: Type.Object({ title: Type.String(), content: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const slug = request.params.slug as PolicySlug;
      const s = await businessSettings(ctx);
      const flag = {
        'refund-policy': s.refund_policy_status,
        'cancellation-policy': s.cancellation_policy_status,
        'shipping-policy': s.shipping_policy_status,
      }[slug as 'refund-policy'];
      if (flag === 0) throw notFound('Page');
      const lang = requestLang(request);
      const page = POLICY_PAGES[slug];
      return page[lang === 'en' || lang === 'kz' ? lang : 'ru'];
    },
  );
};
