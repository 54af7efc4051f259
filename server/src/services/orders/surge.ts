/**
 * Surge prices (issue 45): which operator rule applies to a zone and module at a moment (the choice is
 * @mart/domain activeSurge, on the zone's clock), how it feeds the delivery charge, and how the API shows it.
 */
import { activeSurge, checkSurgeRule, fromMinor, toMinor, type Surcharge, type SurgeRule } from '@mart/domain';
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { SurgePriceRow } from '../../db/schema';
import { tr, type Lang } from '../../i18n';
import { badRequest, notFound } from '../../errors';
import type { SurgePrice, SurgeRuleBody } from '../../schemas/surge';

/** A stored rule as the domain reads it (price in percent or major units). */
export function surgeRuleOf(row: SurgePriceRow): SurgeRule & { row: SurgePriceRow } {
  return {
    id: row.id,
    price_type: row.price_type,
    price: row.price_type === 'percent' ? row.percent_x100! / 100 : fromMinor(row.amount_minor!),
    duration_type: row.duration_type,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    weekdays: row.weekdays,
    dates: row.dates,
    status: row.status,
    row,
  };
}

/**
 * The rule running for this zone and module at `at`, or null. `utcOffsetMinutes` is the zone's clock (the caller
 * has it with the zone); `db` the caller's transaction when placing, so the quote and the order read the same rules.
 */
export async function surgeAt(
  ctx: AppContext,
  db: Executor,
  zoneId: number,
  moduleId: number,
  at: Date,
  utcOffsetMinutes: number,
): Promise<SurgePriceRow | null> {
  const rules = (await ctx.repos.surgePrices.activeFor(db, zoneId, moduleId)).map(surgeRuleOf);
  return activeSurge(rules, at, utcOffsetMinutes)?.row ?? null;
}

/** The rule as @mart/domain's delivery charge takes it. */
export function surchargeOf(row: SurgePriceRow | null): Surcharge | null {
  if (!row) return null;
  const rule = surgeRuleOf(row);
  return { price_type: rule.price_type, price: rule.price };
}

/** What the customer reads beside the surge line: the rule's note when it shows one, else its name. */
export function surgeNote(lang: Lang, row: SurgePriceRow): string {
  if (row.customer_note) return tr(lang, row.customer_note, row.i18n, 'customer_note');
  return tr(lang, row.name, row.i18n);
}

/** A rule for the storefront (§7 surge price) and the operator (with its schedule). */
export function presentSurge(lang: Lang, row: SurgePriceRow): Static<typeof SurgePrice> {
  const rule = surgeRuleOf(row);
  return {
    id: row.id,
    zone_id: row.zone_id,
    module_id: row.module_id,
    name: tr(lang, row.name, row.i18n),
    customer_note: row.customer_note ? tr(lang, row.customer_note, row.i18n, 'customer_note') : null,
    price_type: row.price_type,
    price: rule.price,
    duration_type: row.duration_type,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    weekdays: row.weekdays,
    dates: row.dates,
    status: row.status,
  };
}

type RuleBody = Static<typeof SurgeRuleBody>;

/**
 * The operator's rule, checked (the zone offers the module; @mart/domain checkSurgeRule) and saved: a new one, or
 * `id` replaced whole. Percent as hundredths, a fixed amount in minor units.
 */
export async function saveSurgeRule(ctx: AppContext, body: RuleBody, id?: number): Promise<SurgePriceRow> {
  const schedule = {
    duration_type: body.duration_type,
    start_date: body.start_date,
    end_date: body.end_date ?? null,
    start_time: body.start_time,
    end_time: body.end_time,
    weekdays: body.duration_type === 'weekly' ? [...new Set(body.weekdays ?? [])].sort((a, b) => a - b) : [],
    dates: body.duration_type === 'custom' ? [...new Set(body.dates ?? [])].sort() : [],
  };
  const problem = checkSurgeRule({ ...schedule, price_type: body.price_type, price: body.price });
  if (problem) throw badRequest(problem.field, problem.error.message);
  const offered = await ctx.repos.zones.moduleTermsIn(ctx.db, body.module_id, [body.zone_id]);
  if (!offered) throw badRequest('module_id', 'This zone does not offer this module.');
  const now = ctx.clock.now();
  const row = {
    zone_id: body.zone_id,
    module_id: body.module_id,
    name: body.name.trim(),
    customer_note: body.customer_note?.trim() || null,
    i18n: JSON.stringify(body.i18n ?? {}),
    price_type: body.price_type,
    percent_x100: body.price_type === 'percent' ? Math.round(body.price * 100) : null,
    amount_minor: body.price_type === 'fixed' ? toMinor(body.price) : null,
    ...schedule,
    weekdays: JSON.stringify(schedule.weekdays),
    dates: JSON.stringify(schedule.dates),
    status: body.status ?? true,
    updated_at: now,
  };
  if (id === undefined) return ctx.repos.surgePrices.insert(ctx.db, { ...row, created_at: now });
  const updated = await ctx.repos.surgePrices.update(ctx.db, id, row);
  if (!updated) throw notFound('Surge price');
  return updated;
}
