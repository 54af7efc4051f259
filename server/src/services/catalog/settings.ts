import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { Lang } from '../../i18n';
import {
  defaultBusinessSettings,
  defaultLandingSettings,
  type BusinessSettings,
  type LandingSettings,
  type Translated,
} from '../../model/settings';

/** A settings document (or one of its entries) with its texts in `lang`, falling back to the ru base. */
export function localized<T extends { i18n?: Translated<string> }>(doc: T, lang: Lang): T {
  const texts = lang === 'ru' ? undefined : doc.i18n?.[lang];
  return texts ? { ...doc, ...texts } : doc;
}

/**
 * The business settings in `lang`. A stored document written before translations existed has no `i18n`: the demo
 * defaults' translations apply (settingFrom merges over them), and a stored payment method without its own takes
 * the translations of the demo method with the same gateway.
 */
export function localizedBusiness(settings: BusinessSettings, lang: Lang): BusinessSettings {
  const known = new Map(defaultBusinessSettings.payment_methods.map((m) => [m.gateway, m.i18n]));
  return {
    ...localized(settings, lang),
    payment_methods: settings.payment_methods.map((m) =>
      localized({ ...m, i18n: m.i18n ?? known.get(m.gateway) }, lang),
    ),
  };
}

export function localizedLanding(settings: LandingSettings, lang: Lang): LandingSettings {
  return { ...localized(settings, lang), features: settings.features.map((f) => localized(f, lang)) };
}

const TTL_MS = 10_000;
const cache = new WeakMap<AppContext, Map<string, { at: number; value: unknown }>>();

/**
 * Settings (and the list of active module types) are read at most every 10 s per app: config is on every
 * storefront page load. Without a stored row (SEED=0 on an empty database) the demo defaults apply, so the
 * storefront still boots.
 */
async function cached<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  const now = ctx.clock.now().getTime();
  let entries = cache.get(ctx);
  if (!entries) cache.set(ctx, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  entries.set(key, { at: now, value });
  return value;
}

/** Forget the settings read (a settings or modules row was written, here or through another instance). */
export function clearSettingsCache(ctx: AppContext): void {
  cache.delete(ctx);
}

/** One settings row over its defaults, read through `db` (a transaction passes itself: PGlite has one connection). */
async function settingFrom<T>(ctx: AppContext, db: Executor, key: string, fallback: T): Promise<T> {
  const stored = await ctx.repos.settings.value(db, key);
  return stored ? { ...fallback, ...(stored as Partial<T>) } : fallback;
}

const readSetting = <T>(ctx: AppContext, key: string, fallback: T) =>
  cached(ctx, `setting:${key}`, () => settingFrom(ctx, ctx.db, key, fallback));

export const businessSettings = (ctx: AppContext) =>
  readSetting<BusinessSettings>(ctx, 'business', defaultBusinessSettings);
/** The business settings as a transaction sees them now (money decisions must not read a cached copy). */
export const businessSettingsIn = (ctx: AppContext, db: Executor) =>
  settingFrom<BusinessSettings>(ctx, db, 'business', defaultBusinessSettings);
export const landingSettings = (ctx: AppContext) =>
  readSetting<LandingSettings>(ctx, 'landing', defaultLandingSettings);
export const activeModuleTypes = (ctx: AppContext) =>
  cached(ctx, 'module-types', () => ctx.repos.settings.activeModuleTypes(ctx.db));
