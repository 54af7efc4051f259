/**
 * Answers every message in the request's language (X-localization; ru when absent or unknown) without touching the
 * routes: the source keeps throwing and returning its English text, and this hook swaps `errors[].message` and a
 * success body's `message` for the catalogue's translation before serialization. Errors keep their `code`; a success
 * message gains the catalogue's code (`code`, where the body has none), so clients need not compare texts.
 */
import { MESSAGES, MESSAGE_TRANSLATIONS, type MessageKey } from '@mart/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLang, type Lang } from '../i18n';
import { SERVER_MESSAGES } from '../messages/catalogue';

interface Entry {
  code: string;
  texts: Record<Lang, string>;
  /** English template as a regex with one group per placeholder; only for templates. */
  pattern?: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function entry(code: string, texts: Record<Lang, string>): Entry {
  const names = [...texts.en.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (names.length === 0) return { code, texts, names };
  const source = texts.en
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part)))
    .join('');
  return { code, texts, names, pattern: new RegExp(`^${source}$`, 's') };
}

const ENTRIES: Entry[] = [
  ...Object.entries(SERVER_MESSAGES).map(([code, [en, ru, kz]]) => entry(code, { en, ru, kz })),
  ...(Object.keys(MESSAGES) as MessageKey[]).map((key) =>
    entry(key, { en: MESSAGES[key], ru: MESSAGE_TRANSLATIONS.ru[key], kz: MESSAGE_TRANSLATIONS.kz[key] }),
  ),
];
const EXACT = new Map(ENTRIES.filter((e) => !e.pattern).map((e) => [e.texts.en, e]));
// The most specific template first: `{field} is required.` must not swallow a longer literal match.
const TEMPLATES = ENTRIES.filter((e) => e.pattern).sort(
  (a, b) => b.texts.en.replace(PLACEHOLDER, '').length - a.texts.en.replace(PLACEHOLDER, '').length,
);

/** The catalogue entry for an English message and the placeholder values it carries. */
export function findMessage(text: string): { entry: Entry; params: Record<string, string> } | undefined {
  const exact = EXACT.get(text);
  if (exact) return { entry: exact, params: {} };
  for (const candidate of TEMPLATES) {
    const match = candidate.pattern!.exec(text);
    if (match) {
      return { entry: candidate, params: Object.fromEntries(candidate.names.map((name, i) => [name, match[i + 1]!])) };
    }
  }
  return undefined;
}

/** The message in `lang` with its code; a text the catalogue does not know (already translated, data) stays. */
export function localizeMessage(text: string, lang: Lang, depth = 0): { code?: string; message: string } {
  const found = findMessage(text);
  if (!found) return { message: text };
  const { entry: e, params } = found;
  const message = e.texts[lang].replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // a placeholder may hold a message itself (`{message} ({detail})`)
    return depth < 2 ? localizeMessage(value, lang, depth + 1).message : value;
  });
  return { code: e.code, message };
}

interface ErrorItem {
  code?: unknown;
  message?: unknown;
}

function localizeBody(payload: unknown, lang: Lang): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload) || Buffer.isBuffer(payload)) return payload;
  const body = payload as { errors?: unknown; message?: unknown; code?: unknown };
  if (Array.isArray(body.errors)) {
    const errors = body.errors.map((item: ErrorItem) =>
      item && typeof item.message === 'string'
        ? { ...item, message: localizeMessage(item.message, lang).message }
        : item,
    );
    return { ...body, errors };
  }
  if (typeof body.message === 'string') {
    const { code, message } = localizeMessage(body.message, lang);
    return { ...body, message, ...(code && body.code === undefined ? { code } : {}) };
  }
  return payload;
}

/** Installs the hook on `app` itself (not an encapsulated child), so every route registered after it answers so. */
export function localizeMessages(app: FastifyInstance, langOf: (request: FastifyRequest) => Lang = requestLang): void {
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) =>
    localizeBody(payload, langOf(request)),
  );
}
