/**
 * The API writes its messages in Russian when a request names no language (SPEC §1). The server tests were written
 * against the English source texts, so under test a request without X-localization gets its messages (only those:
 * catalog data keeps the ru default) in English; a test about the default sends an unknown code, which is ru.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

jest.mock('../src/plugins/localize-messages', () => {
  const actual = jest.requireActual<typeof import('../src/plugins/localize-messages')>(
    '../src/plugins/localize-messages',
  );
  const { requestLang } = jest.requireActual<typeof import('../src/i18n')>('../src/i18n');
  const lang = (request: FastifyRequest) => (request.headers['x-localization'] ? requestLang(request) : 'en');
  return { ...actual, localizeMessages: (app: FastifyInstance) => actual.localizeMessages(app, lang) };
});
