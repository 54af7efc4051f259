/**
 * A store's delivery time is entered as text ("20-30 min", "1-2 hours", "30-40 мин"). Read as a range of minutes or
 * hours, it is written in the customer's language with an en dash; text that is no such range stays as entered.
 */
export type DeliveryTimeLang = 'ru' | 'kz' | 'en';

const UNITS: Record<DeliveryTimeLang, { minutes: string; hours: string }> = {
  ru: { minutes: 'мин', hours: 'ч' },
  kz: { minutes: 'мин', hours: 'сағ' },
  en: { minutes: 'min', hours: 'h' },
};

const RANGE =
  /^\s*(\d+)\s*(?:[-–—]\s*(\d+))?\s*(min|mins|minutes?|мин|минут|m|hours?|hrs?|h|час(?:а|ов)?|ч|сағ)\.?\s*$/i;

export function parseDeliveryTime(text: string): { from: number; to: number; unit: 'minutes' | 'hours' } | null {
  const match = RANGE.exec(text);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  const unit = /^(h|hrs?|hours?|час|часа|часов|ч|сағ)$/i.test(match[3]!) ? 'hours' : 'minutes';
  return { from, to, unit };
}

export function formatDeliveryTime(text: string, lang: DeliveryTimeLang): string {
  const range = parseDeliveryTime(text);
  if (!range) return text;
  const span = range.from === range.to ? `${range.from}` : `${range.from}–${range.to}`;
  return `${span} ${UNITS[lang][range.unit]}`;
}
