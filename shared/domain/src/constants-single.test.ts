import fs from 'node:fs';
import path from 'node:path';
import { REPO, sourceFiles } from './source-files.testkit';
import * as constants from './constants';

/**
 * Issue 45.5: each SPEC constant of constants.ts is defined once and read from @mart/domain. This keeps it so: each
 * listed constant is read somewhere in the site or the API, and none of the ways its value used to be written
 * beside it (its literal twins) comes back in any source file.
 */
const HOME = path.join('shared', 'domain', 'src', 'constants.ts');

type Name = keyof typeof constants;

/** A constant, the value SPEC gives it, and the literal twins that stand for it (each matched on one line). */
const LISTED: [Name, unknown, RegExp[]][] = [
  ['DEFAULT_CURRENCY_DIRECTION', 'left', [/direction\s*(\?\?|=)\s*'left'/]],
  ['LANDING_STALE_TIME_MS', 300_000, [/\b(staleTime|gcTime)\s*:\s*(300_?000|5\s*\*\s*60_?000)\b/]],
  ['LANDING_RETRY', 3, [/\bretry\s*:\s*3\b/]],
  ['CATEGORIES_CACHE_TIME_MS', 300_000, [/\b(staleTime|gcTime)\s*:\s*(300_?000|5\s*\*\s*60_?000)\b/]],
  ['FEATURED_CATEGORIES_CACHE_TIME_MS', 60_000, [/featured\w*\s*:\s*\{[^}]*\b60_?000\b/i]],
  ['FEATURED_CATEGORIES_STALE_TIME_MS', 30_000, [/featured\w*\s*:\s*\{[^}]*\b30_?000\b/i]],
  ['STORES_PAGE_LIMIT', 12, [/\blimit\s*(=|\?\?)\s*12\b/, /\b[A-Z_]*PAGE[A-Z_]*\s*=\s*12\b/, /default\s*:\s*12\b/]],
  ['DRAWER_MAX_CATEGORIES', 10, [/categor\w*.*\.slice\(0,\s*10\)/i]],
  ['READ_MORE_LIMIT', 70, [/limit=\{70\}/, /readMoreCut\([^)]*,\s*70\)/, /\.length\s*>\s*70\b/]],
  ['ITEM_DESCRIPTION_LIMIT', 130, [/limit=\{130\}/, /readMoreCut\([^)]*,\s*130\)/, /\.length\s*>\s*130\b/]],
  ['ITEM_THUMBNAILS_PER_VIEW', 5, [/\b(PAGE|perView|slidesToShow)\s*[=:]\s*\{?5\b/]],
  ['VEHICLE_CAROUSEL_AUTOPLAY_MS', 4000, [/autoplaySpeed\s*[=:]\s*\{?4_?000\b/]],
  ['VEHICLE_CAROUSEL_SPEED_MS', 800, [/\bspeed\s*[=:]\s*\{?800\b/]],
  ['RATING_PRECISION', 0.5, [/\*\s*2\)\s*\/\s*2\b/]],
  ['DEFAULT_COUNTRY', 'RU', [/country\s*\?\?\s*'RU'/]],
  ['PASSWORD_MIN', 6, [/password\w*\.length\s*<\s*6\b/i]],
  ['PROFILE_IMAGE_MAX_BYTES', 2 * 1024 * 1024, [/=\s*2\s*\*\s*1024\s*\*\s*1024\b/]],
  ['MAX_IMAGES_PER_SEND', 3, [/IMAGES\w*\s*=\s*3\b/]],
  ['EARTH_RADIUS_M', 6378137, [/=\s*6_?378_?137\b/]],
];

const files = sourceFiles(/phone-metadata|controls[/\\]icons/).filter(
  (f) => /[/\\]src[/\\]/.test(f) && !f.endsWith(HOME),
);
const texts = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));

test.each(LISTED)('%s keeps the value SPEC gives it', (name, value) => {
  expect(constants[name]).toEqual(value);
});

test('each listed constant is read outside constants.ts', () => {
  expect(files.length).toBeGreaterThan(300);
  const unread = LISTED.map(([name]) => name).filter(
    (name) => ![...texts.values()].some((text) => new RegExp(`\\b${name}\\b`).test(text)),
  );
  expect(unread).toEqual([]);
});

test('no literal twin of a listed constant is written in the site or the API', () => {
  const found = [...texts].flatMap(([file, text]) =>
    text
      .split('\n')
      .flatMap((line, i) =>
        LISTED.filter(([, , twins]) => twins.some((re) => re.test(line))).map(
          ([name]) => `${path.relative(REPO, file)}:${i + 1}: ${name}: ${line.trim()}`,
        ),
      ),
  );
  expect(found).toEqual([]);
});

test('the scan catches the twins it is for, and leaves other numbers alone', () => {
  const caught = (line: string) => LISTED.filter(([, , twins]) => twins.some((re) => re.test(line))).map(([n]) => n);
  expect(caught('  landing: { staleTime: 300_000, retry: 3 },')).toEqual(
    expect.arrayContaining(['LANDING_STALE_TIME_MS', 'LANDING_RETRY']),
  );
  expect(caught('<ReadMore text={item.description} limit={130} />')).toEqual(['ITEM_DESCRIPTION_LIMIT']);
  expect(caught('            autoplaySpeed={4000}')).toEqual(['VEHICLE_CAROUSEL_AUTOPLAY_MS']);
  expect(caught("  return LANGUAGES.find((l) => l.code === code)?.country ?? 'RU';")).toEqual(['DEFAULT_COUNTRY']);
  expect(caught('export const STORE_LIST_PAGE = 12;')).toEqual(['STORES_PAGE_LIMIT']);
  expect(caught('const EARTH_RADIUS_M = 6378137;')).toEqual(['EARTH_RADIUS_M']);
  expect(caught('products.slice(0, 12); const timeout = 300;')).toEqual([]);
});
