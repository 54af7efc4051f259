import { interpolate, MESSAGE_TRANSLATIONS, type MessageKey, type MessageParams, type Translate } from '@mart/domain';
import type { FastifyRequest } from 'fastify';
import type { I18n } from './db/schema';

export type Lang = 'ru' | 'en' | 'kz';

/** SPEC §1: ru is the default language; the storefront sends its choice in X-localization. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['x-localization'];
  const value = (Array.isArray(header) ? header[0] : header)?.toLowerCase();
  return value === 'en' || value === 'kz' ? value : 'ru';
}

/** A translated text field, falling back to the ru base column. */
export function tr(lang: Lang, base: string, i18n: I18n | null | undefined, field = 'name'): string {
  if (lang === 'ru') return base;
  return i18n?.[lang]?.[field] ?? base;
}

/** A translated list field, element by element (`<field>.<index>` in i18n), each falling back to its ru text. */
export function trList(lang: Lang, base: readonly string[], i18n: I18n | null | undefined, field: string): string[] {
  return base.map((text, i) => tr(lang, text, i18n, `${field}.${i}`));
}

/** The domain's messages (@mart/domain MESSAGES) in the request's language, keeping their codes. */
export const translator =
  (lang: Lang): Translate =>
  (key, params) =>
    interpolate(MESSAGE_TRANSLATIONS[lang][key], params);

/** A @mart/domain message in the request's language (the storefront shows server messages as they come). */
export function domainMessage(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return translator(requestLang(request))(key, params);
}
