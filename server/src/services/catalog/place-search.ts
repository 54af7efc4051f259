import { foldText } from '@mart/domain';
import type { GazetteerPlace } from '../../data/gazetteer';
import type { Db } from '../../db/connect';
import type { PlacesRepository } from '../../repositories/places';
import type { I18n, LatLng, PlaceKind } from '../../db/schema';
import type { Lang } from '../../i18n';
import { distanceMeters } from '../../infra/geo';

/**
 * Place search over the gazetteer (the places table), answered from an index built once per process: every name
 * is folded to one Latin spelling, so "abay", "Абая" and "Абай" meet, whatever the case, accents or script.
 */

const LANGS: readonly Lang[] = ['ru', 'kz', 'en'];

/** Kind-of-street words (folded) in the three languages: a name stripped of them is what a customer types first. */
const STREET_WORDS = new Set(
  [
    'улица ул проспект просп пр бульвар бул переулок пер площадь пл шоссе ш набережная наб микрорайон мкр проезд',
    'тракт жилой массив дорога',
    'street st avenue ave boulevard blvd lane ln square sq highway hwy embankment emb microdistrict passage road',
    'residential area',
    'көшесі даңғылы бульвары алаңы тас жағалауы шағын ауданы тұрғын алабы',
  ]
    .join(' ')
    .split(' ')
    .map(foldText),
);

function core(folded: string): string {
  const words = folded.split(' ');
  let from = 0;
  let to = words.length;
  while (from < to - 1 && STREET_WORDS.has(words[from]!)) from++;
  while (to > from + 1 && STREET_WORDS.has(words[to - 1]!)) to--;
  return words.slice(from, to).join(' ');
}

/** A searchable place: a gazetteer place without the city it belongs to. */
export type IndexedPlace = Omit<GazetteerPlace, 'city'>;

interface Entry {
  place: IndexedPlace;
  /** each language's name, folded, and the same without its street-kind words */
  names: string[];
  cores: string[];
  words: string[];
  /** names and a landmark's address, for the substring match */
  haystack: string;
  order: string;
}

export interface PlaceMatch {
  place: IndexedPlace;
  /** the house number the customer typed after a street's name, as typed (letters upper-cased) */
  house: string | null;
}

/** How much of the query matched: a name's beginning, each word's beginning, anywhere (lower is better). */
const Match = { Prefix: 0, WordPrefix: 1, Substring: 2 } as const;
type Match = (typeof Match)[keyof typeof Match];

const HOUSE = /^\d{1,5}[\p{L}]?(?:\/\d{1,4}[\p{L}]?)?$/u;
/** "д. 5", "дом 5", "үй 5", "house 5", "№ 5": words that only announce the number */
const HOUSE_WORDS = new Set(['д', 'дом', 'үй', 'house', 'no', '№']);
/** A place this close to the customer's location is in their city (the demo cities are 1 000 km apart and more). */
const SAME_CITY_M = 60_000;

/** A house number as shown: "150", "247А", "12/1". */
function houseNumber(token: string): string | null {
  const trimmed = token.trim();
  return HOUSE.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** The query without its trailing house number ("Абая 150", "Abay Ave, 150", "Абая д. 150"), if it has one. */
function splitHouse(query: string): { text: string; house: string } | null {
  const tokens = query.split(/[\s,]+/).filter(Boolean);
  for (let i = tokens.length - 1; i > 0; i--) {
    const house = houseNumber(tokens[i]!);
    if (!house) continue;
    const rest = tokens.filter((t, j) => j !== i && !HOUSE_WORDS.has(t.toLowerCase().replace(/\.$/, '')));
    return rest.length ? { text: rest.join(' '), house } : null;
  }
  return null;
}

/** A place's label: a street with a house number keeps the number ("проспект Абая, 150, Алматы"; "150 Abay Avenue, Almaty"). */
export function placeAddress(place: IndexedPlace, lang: Lang, house: string | null): string {
  const address = place.address[lang];
  if (!house) return address;
  if (lang === 'en') return `${house} ${address}`;
  const name = place.name[lang];
  return address.startsWith(`${name}, `) ? `${name}, ${house}${address.slice(name.length)}` : `${address}, ${house}`;
}

/** Between a street's place id and the house number the customer typed, in the ids search answers. */
const HOUSE_SEPARATOR = '~';

/** The id search gives a match: the place's own, or "<street id>~<house number>". */
export function matchId({ place, house }: PlaceMatch): string {
  return house ? `${place.placeId}${HOUSE_SEPARATOR}${house}` : place.placeId;
}

export function placeName(place: IndexedPlace, lang: Lang, house: string | null): string {
  const name = place.name[lang];
  if (!house) return name;
  return lang === 'en' ? `${house} ${name}` : `${name}, ${house}`;
}

export class PlaceIndex {
  private readonly entries: Entry[];
  private readonly byId: Map<string, IndexedPlace>;

  constructor(places: readonly IndexedPlace[]) {
    this.entries = places.map((place) => {
      const names = [...new Set(LANGS.map((lang) => foldText(place.name[lang])))];
      const landmarkAddress = place.kind === 'landmark' ? LANGS.map((lang) => foldText(place.address[lang])) : [];
      return {
        place,
        names,
        cores: names.map(core),
        words: [...new Set(names.flatMap((n) => n.split(' ')))],
        haystack: [...names, ...landmarkAddress].join(' | '),
        order: foldText(place.name.ru),
      };
    });
    this.byId = new Map(places.map((p) => [p.placeId, p]));
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * The match a search gave this id for (matchId), or null: a house number only follows a street, and must read
   * as one.
   */
  resolve(id: string): PlaceMatch | null {
    const whole = this.byId.get(id);
    if (whole) return { place: whole, house: null };
    const cut = id.lastIndexOf(HOUSE_SEPARATOR);
    const place = cut > 0 ? this.byId.get(id.slice(0, cut)) : undefined;
    const house = houseNumber(id.slice(cut + 1));
    return place?.kind === 'street' && house ? { place, house } : null;
  }

  /**
   * Places matching a query, best first: a name starting with it, then names whose words start with its words,
   * then names or landmark addresses containing it; within each, places in the city of `near` first, then
   * streets before landmarks, then the shorter name. A query ending in a house number also finds the streets
   * named by the rest of it, each with that number, after what the whole text names outright.
   */
  search(query: string, options: { near?: LatLng; limit: number }): PlaceMatch[] {
    const whole = this.rank(query, null, options.near);
    const split = splitHouse(query);
    const numbered = split ? this.rank(split.text, split.house, options.near) : [];
    // what the whole text names outright ("Аксай-4") before the reading with a house number ("Аксай-1, 4")
    const seen = new Set<string>();
    const out: PlaceMatch[] = [];
    for (const hit of [...whole, ...numbered].sort((a, b) => a.score - b.score)) {
      const key = `${hit.place.placeId}~${hit.house ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ place: hit.place, house: hit.house });
      if (out.length === options.limit) break;
    }
    return out;
  }

  private rank(text: string, house: string | null, near: LatLng | undefined): (PlaceMatch & { score: number })[] {
    const q = foldText(text);
    if (!q) return [];
    const qWords = q.split(' ');
    const hits: { entry: Entry; match: Match; local: boolean }[] = [];
    for (const entry of this.entries) {
      if (house && entry.place.kind !== 'street') continue;
      const match = matchOf(entry, q, qWords);
      if (match === null) continue;
      const local = near ? distanceMeters(near, entry.place) <= SAME_CITY_M : true;
      hits.push({ entry, match, local });
    }
    hits.sort(
      (a, b) =>
        a.match - b.match ||
        Number(b.local) - Number(a.local) ||
        kindOrder(a.entry) - kindOrder(b.entry) ||
        a.entry.order.length - b.entry.order.length ||
        (a.entry.order < b.entry.order ? -1 : a.entry.order > b.entry.order ? 1 : 0),
    );
    // score: match class, then city, then (within both) the whole text before the numbered reading, then rank
    return hits.map((h, i) => ({
      place: h.entry.place,
      house,
      score: h.match * 4 + (h.local ? 0 : 2) + (house ? 1 : 0) + i / (hits.length + 1),
    }));
  }
}

const kindOrder = (entry: Entry) => (entry.place.kind === 'street' ? 0 : 1);

function matchOf(entry: Entry, q: string, qWords: string[]): Match | null {
  if (entry.cores.some((c) => c.startsWith(q))) return Match.Prefix;
  // "ул", "проспект аб": the kind word typed first is a weaker hint than the name itself
  if (entry.names.some((n) => n.startsWith(q)) || qWords.every((w) => entry.words.some((x) => x.startsWith(w))))
    return Match.WordPrefix;
  if (qWords.every((w) => entry.haystack.includes(w))) return Match.Substring;
  return null;
}

/** The index over the places table, read on first use (the route warms it at start-up) and kept for the process. */
export class PlaceDirectory {
  private loading: Promise<PlaceIndex> | null = null;

  constructor(
    private readonly db: Db,
    private readonly places: PlacesRepository,
  ) {}

  index(): Promise<PlaceIndex> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null; // a failed read (database briefly away) is retried by the next request
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<PlaceIndex> {
    const rows = await this.places.all(this.db);
    return new PlaceIndex(rows.map(indexedPlace));
  }
}

function indexedPlace(row: {
  place_id: string;
  kind: PlaceKind;
  name: string;
  i18n: I18n;
  formatted_address: string;
  latitude: number;
  longitude: number;
}): IndexedPlace {
  const pick = (lang: Lang, field: string, base: string) =>
    lang === 'ru' ? base : (row.i18n?.[lang]?.[field] ?? base);
  const per = (field: string, base: string) =>
    Object.fromEntries(LANGS.map((lang) => [lang, pick(lang, field, base)])) as Record<Lang, string>;
  return {
    placeId: row.place_id,
    kind: row.kind,
    name: per('name', row.name),
    address: per('formatted_address', row.formatted_address),
    lat: row.latitude,
    lng: row.longitude,
  };
}
