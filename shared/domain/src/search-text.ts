/**
 * Searchable text (issue 41): one spelling for Russian, Kazakh, English and Latin-typed names, word endings and one
 * typo forgiven. Used by the place search and the site search on the server, and by the storefront to highlight.
 */

// Russian and Kazakh Cyrillic to Latin; the folds below then merge the spellings the two scripts have in common.
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ә: 'a', ғ: 'g', қ: 'k', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h',
  і: 'i',
}; // prettier-ignore

/**
 * One searchable spelling of any text: lower case, Cyrillic transliterated, accents dropped, and the letters that
 * English, Russian and Kazakh Latin spell differently merged (Abai/Abay, Zhibek/Jibek, Qabanbai/Kabanbai,
 * Yassawi/Yassaui); punctuation becomes a space.
 */
export function foldText(text: string): string {
  let latin = '';
  for (const ch of text.normalize('NFC').toLowerCase()) latin += CYRILLIC[ch] ?? ch;
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/kh/g, 'h')
    .replace(/zh/g, 'j')
    .replace(/y/g, 'i')
    .replace(/q/g, 'k')
    .replace(/w/g, 'u')
    .replace(/x/g, 'ks')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Endings (folded) a customer may add or leave off: Kazakh plural and possessive/case endings, Russian case and
 * plural endings, English plurals. Longest first; a word keeps at least STEM_MIN letters.
 */
const ENDINGS = [
  'larinin', 'lerinin', 'larin', 'lerin', 'lardin', 'lerdin', 'tardin', 'terdin', 'dardin', 'derdin',
  'lari', 'leri', 'dari', 'deri', 'tari', 'teri', 'lar', 'ler', 'dar', 'der', 'tar', 'ter',
  'iami', 'ami', 'iah', 'ah', 'ov', 'ev', 'ei', 'oi', 'ii', 'ia', 'ie', 'es', 'om', 'em',
  'i', 'a', 'e', 'u', 'o', 's',
]; // prettier-ignore
const STEM_MIN = 4;

/** A folded word without the ending a language adds ("burgerler", "burgeri", "burgers" → "burger"). */
export function stemWord(folded: string): string {
  for (const ending of ENDINGS)
    if (folded.length - ending.length >= STEM_MIN && folded.endsWith(ending)) return folded.slice(0, -ending.length);
  return folded;
}

/** The folded words of a text, as the search index stores them. */
export const searchWords = (text: string): string[] => foldText(text).split(' ').filter(Boolean);

/** The longest accepted query, in characters (a longer one is refused before any search). */
export const SEARCH_QUERY_MAX = 100;
/** The most words of a query that count. */
export const SEARCH_WORDS_MAX = 6;
/** A word shorter than this is matched as typed only: no ending removed, no typo forgiven. */
export const SEARCH_TYPO_MIN = 4;

/** What a query asks for: its folded words (at most SEARCH_WORDS_MAX), each as typed and without its ending. */
export function searchQuery(text: string): { typed: string; stem: string }[] {
  return searchWords(text.slice(0, SEARCH_QUERY_MAX))
    .slice(0, SEARCH_WORDS_MAX)
    .map((typed) => ({ typed, stem: stemWord(typed) }));
}

/** Edit distance with adjacent swaps (optimal string alignment), stopping early past `max` (returns max + 1). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** How well a query word matches an indexed word: 0 same stem or word start, 1 one typo, null no match. */
export function wordMatch(query: { typed: string; stem: string }, word: string): 0 | 1 | null {
  if (word.startsWith(query.typed) || word.startsWith(query.stem)) return 0;
  if (query.typed.length < SEARCH_TYPO_MIN) return null;
  const stem = stemWord(word);
  if (query.stem === stem) return 0;
  // one typo in the whole word, its stem, or the part typed so far (a suggestion while typing)
  const candidates = [word, stem, word.slice(0, query.typed.length)];
  return candidates.some((c) => editDistance(query.typed, c, 1) <= 1 || editDistance(query.stem, c, 1) <= 1) ? 1 : null;
}

/**
 * A text's match with a query: the sum of its words' matches (lower is better), or null when a query word matches
 * none of the text's words.
 */
export function textMatch(query: readonly { typed: string; stem: string }[], words: readonly string[]): number | null {
  if (query.length === 0) return null;
  let total = 0;
  for (const q of query) {
    let best: 0 | 1 | null = null;
    for (const w of words) {
      const m = wordMatch(q, w);
      if (m !== null && (best === null || m < best)) best = m;
      if (best === 0) break;
    }
    if (best === null) return null;
    total += best;
  }
  return total;
}
