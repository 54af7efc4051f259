import { READ_MORE_LIMIT } from './constants';

/**
 * SPEC §9 read-more: a text longer than the limit (70 characters unless a screen has its own, e.g. an item's 130)
 * is shown cut there with a Read more button. The cut text, or null when the whole text fits and no button is due.
 */
export function readMoreCut(text: string, limit: number = READ_MORE_LIMIT): string | null {
  const whole = text.trim();
  if ([...whole].length <= limit) return null;
  // by code points, so an emoji or a surrogate pair is never split in half
  return `${[...whole].slice(0, limit).join('').trimEnd()}…`;
}

/** The words of an HTML text (a vehicle's description), for measuring it against the read-more limit. */
export function htmlTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, e: string) =>
      e === 'nbsp' ? ' ' : ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" } as Record<string, string>)[e]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
