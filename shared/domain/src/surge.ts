/**
 * Surge price (SPEC §9 "surcharge by price_type percent or fixed"; §7 surge price): a rule an operator sets per zone
 * and module, as 6amMart's zone surge-price setup does: a name, percent of the delivery charge or a fixed amount, an
 * optional note for the customer, and when it runs — every day (`daily`), on some weekdays (`weekly`) or on listed
 * dates (`custom`), between two wall-clock times on the zone's clock, from a start date to an end date (none:
 * permanent). The delivery charge adds it (delivery.ts); the server picks the rule, the storefront shows its line.
 *
 * Where a window's end is before its start it runs past midnight and belongs to the day it starts (a Friday
 * 22:00–02:00 rule still runs at 01:00 on Saturday); equal times are the whole day. Decision where 6amMart is silent:
 * of several rules running at once the latest one set (highest id) applies, so an operator's new rule wins.
 */
import { domainError, type DomainError } from './messages';
import { isOn } from './fields';
import { utcDate } from './date-time';
import type { Flag } from './types';

export const SURGE_DURATION_TYPES = ['daily', 'weekly', 'custom'] as const;
export type SurgeDurationType = (typeof SURGE_DURATION_TYPES)[number];
export const SURGE_PRICE_TYPES = ['percent', 'fixed'] as const;
export type SurgePriceType = (typeof SURGE_PRICE_TYPES)[number];
/** A percent surge is at most the delivery charge again (the operator's typo of 200 for 20 stays a typo). */
export const SURGE_PERCENT_MAX = 100;

export interface SurgeSchedule {
  duration_type: SurgeDurationType | string;
  /** 'YYYY-MM-DD' on the zone's clock */
  start_date: string;
  /** 'YYYY-MM-DD', inclusive; null: permanent */
  end_date: string | null;
  /** 'HH:mm' on the zone's clock */
  start_time: string;
  end_time: string;
  /** weekly: ISO weekdays, 1 = Monday … 7 = Sunday */
  weekdays: readonly number[];
  /** custom: the dates it runs on, 'YYYY-MM-DD' */
  dates: readonly string[];
  status?: Flag;
}

export interface SurgeRule extends SurgeSchedule {
  id: number;
  price_type: SurgePriceType | string;
  /** percent, or the fixed amount in major units */
  price: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The zone's wall clock at `at`: its calendar date, ISO weekday and minutes since midnight. */
function zoneClock(at: Date, utcOffsetMinutes: number): { date: string; weekday: number; minutes: number } {
  const local = new Date(at.getTime() + utcOffsetMinutes * 60_000);
  return {
    date: utcDate(local),
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

const dayBefore = (date: string): { date: string; weekday: number } => {
  const d = new Date(new Date(`${date}T00:00:00Z`).getTime() - DAY_MS);
  return { date: utcDate(d), weekday: d.getUTCDay() === 0 ? 7 : d.getUTCDay() };
};

/** Whether the rule's window may open on this zone-local day (date range, weekday or listed date). */
function runsOn(rule: SurgeSchedule, day: { date: string; weekday: number }): boolean {
  if (day.date < rule.start_date) return false;
  if (rule.end_date && day.date > rule.end_date) return false;
  if (rule.duration_type === 'weekly') return rule.weekdays.includes(day.weekday);
  if (rule.duration_type === 'custom') return rule.dates.includes(day.date);
  return rule.duration_type === 'daily';
}

/** Whether the rule runs at `at` on a zone whose clock is `utcOffsetMinutes` from UTC. */
export function isSurgeRunning(rule: SurgeSchedule, at: Date, utcOffsetMinutes: number): boolean {
  if (rule.status !== undefined && !isOn(rule.status)) return false;
  const now = zoneClock(at, utcOffsetMinutes);
  const start = minutesOf(rule.start_time);
  const end = minutesOf(rule.end_time);
  if (start === end) return runsOn(rule, now);
  if (start < end) return now.minutes >= start && now.minutes < end && runsOn(rule, now);
  // past midnight: the evening part today, or the small hours of a window that opened yesterday
  if (now.minutes >= start) return runsOn(rule, now);
  return now.minutes < end && runsOn(rule, dayBefore(now.date));
}

/** The rule that applies at `at` (the latest set of those running), or null. */
export function activeSurge<T extends SurgeRule>(rules: readonly T[], at: Date, utcOffsetMinutes: number): T | null {
  let found: T | null = null;
  for (const rule of rules)
    if (isSurgeRunning(rule, at, utcOffsetMinutes) && (!found || rule.id > found.id)) found = rule;
  return found;
}

/**
 * What is wrong with a rule an operator sends (the first problem), or null. Codes are the field names, so the
 * operator API can say which field.
 */
export function checkSurgeRule(rule: Omit<SurgeRule, 'id'>): { field: string; error: DomainError } | null {
  const bad = (field: string) => ({ field, error: domainError('surgeRuleInvalid', { field }) });
  if (!(SURGE_PRICE_TYPES as readonly string[]).includes(rule.price_type)) return bad('price_type');
  if (!Number.isFinite(rule.price) || rule.price <= 0) return bad('price');
  if (rule.price_type === 'percent' && rule.price > SURGE_PERCENT_MAX) return bad('price');
  if (!(SURGE_DURATION_TYPES as readonly string[]).includes(rule.duration_type)) return bad('duration_type');
  if (!validDate(rule.start_date)) return bad('start_date');
  if (rule.end_date !== null && (!validDate(rule.end_date) || rule.end_date < rule.start_date)) return bad('end_date');
  if (!TIME.test(rule.start_time)) return bad('start_time');
  if (!TIME.test(rule.end_time)) return bad('end_time');
  if (rule.duration_type === 'weekly') {
    if (!rule.weekdays.length || rule.weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
      return bad('weekdays');
  }
  if (rule.duration_type === 'custom') {
    if (!rule.dates.length || rule.dates.some((d) => !validDate(d))) return bad('dates');
  }
  return null;
}

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && utcDate(d) === text;
}
