/**
 * The demo mailbox page (issue 39), demo mode with DEMO_MAILBOX_DIR only (the plugin is not registered otherwise, so
 * these URLs are 404s in production): the mails and texts the store "sent" in demo mode, caught by the local mail
 * catcher, so a visitor reads the receipt and the codes. No script: a list, and one message with its HTML in a
 * sandboxed frame. `lang` (ru, kz, en) picks the page's language.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Lang } from '../i18n';
import { escapeHtml } from '../messages/mail-html';
import { DEMO_MAILBOX_TEXTS, intlLocale } from '../messages/mail-texts';
import { errorResponses } from '../schemas/common';
import { demoMessage, readDemoMailbox, type DemoMessage } from '../infra/demo-mailbox';

const Query = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('ru'), Type.Literal('kz'), Type.Literal('en')])),
  to: Type.Optional(Type.String({ maxLength: 255 })),
});

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f6f8;color:#1f2329;margin:0}
main{max-width:860px;margin:0 auto;padding:24px 16px}h1{font-size:22px;margin:0 0 8px}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px}td,th{padding:8px 10px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}
a{color:#0958d9}form{margin:16px 0}input{padding:6px 8px;min-width:260px}button{padding:6px 12px}
iframe{width:100%;height:70vh;border:1px solid #ddd;border-radius:8px;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:16px;border-radius:8px}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1677ff;outline-offset:2px}`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${intlLocale(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const when = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

function listPage(lang: Lang, messages: DemoMessage[], to: string | undefined): string {
  const t = DEMO_MAILBOX_TEXTS[lang];
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(when(lang, m.received_at))}</td><td>${m.channel === 'phone' ? t.text : t.mail}</td>` +
        `<td>${escapeHtml(m.to)}</td><td><a href="/demo/mailbox/${m.id}?lang=${lang}">${escapeHtml(m.subject ?? m.text ?? '')}</a></td></tr>`,
    )
    .join('');
  return page(
    lang,
    t.title,
    `<h1>${t.title}</h1><p>${escapeHtml(t.intro)}</p>` +
      `<form method="get" action="/demo/mailbox"><input type="hidden" name="lang" value="${lang}">` +
      `<label>${escapeHtml(t.filter)} <input name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">${escapeHtml(t.show)}</button></form>` +
      (rows ? `<table><tbody>${rows}</tbody></table>` : `<p role="status">${escapeHtml(t.empty)}</p>`),
  );
}

function messagePage(lang: Lang, m: DemoMessage): string {
  const t = DEMO_MAILBOX_TEXTS[lang];
  const content =
    m.html && m.channel === 'email'
      ? `<iframe title="${escapeHtml(m.subject ?? '')}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>`
      : `<pre>${escapeHtml(m.text ?? '')}</pre>`;
  return page(
    lang,
    m.subject ?? t.text,
    `<p><a href="/demo/mailbox?lang=${lang}">← ${escapeHtml(t.back)}</a></p><h1>${escapeHtml(m.subject ?? t.text)}</h1>` +
      `<p>${escapeHtml(t.to)}: ${escapeHtml(m.to)} · ${escapeHtml(when(lang, m.received_at))}</p>${content}`,
  );
}

/** Styles inline, pictures from anywhere (a mail's logo), the message's own HTML only in a sandboxed frame. */
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' http: https: data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const demoMailboxRoutes: FastifyPluginAsyncTypebox<{ dir: string }> = async (app, { dir }) => {
  app.get(
    '/demo/mailbox',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo mode: the mails and texts the store sent (HTML)',
        querystring: Query,
        response: { 200: Type.String({ description: 'HTML page' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'ru';
      const to = request.query.to?.trim() || undefined;
      return reply
        .header('content-security-policy', POLICY)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(listPage(lang, (await readDemoMailbox(dir, to)).slice(0, 200), to));
    },
  );

  app.get(
    '/demo/mailbox/:id',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo mode: one message the store sent (HTML)',
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        querystring: Query,
        response: { 200: Type.String({ description: 'HTML page' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = await demoMessage(dir, request.params.id);
      if (!message) return reply.callNotFound();
      return reply
        .header('content-security-policy', POLICY)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(messagePage(request.query.lang ?? 'ru', message));
    },
  );
};
