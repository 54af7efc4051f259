import fs from 'node:fs';
import path from 'node:path';
import { REPO, sourceFiles } from './source-files.testkit';

/**
 * Issue 40.5: no code cuts a timestamp as a string (an ISO string's first 10 or 16 characters are UTC's date and
 * time, not the customer's; "T" swapped for a space is still UTC). Dates and times go through date-time.ts
 * (Intl, on the zone's clock); wall-clock times of day through clockOf. This scans every source file of the site and
 * the API.
 */

const FORBIDDEN: [RegExp, string][] = [
  [/toISOString\(\)\s*\.\s*(slice|substring|substr|split)\(/, 'an ISO string cut to a date or time'],
  [/(_at|_time|[a-z]At|[a-z]Time|[dD]ate)\??\s*\.\s*(slice|substring|substr)\(/, 'a date or time field cut as text'],
  [/\.replace\(\s*['"]T['"]\s*,/, "an ISO 'T' swapped for a space"],
  [/\.split\(\s*['"]T['"]\s*\)/, "an ISO string split at 'T'"],
  [
    /(date|time|_at\b|iso|stamp|moment|when|now\b).*\.(slice|substring|substr)\(\s*0\s*,\s*(10|16|19)\s*\)/i,
    'a timestamp cut to 10, 16 or 19 characters',
  ],
];

test('no timestamp is cut as a string anywhere in the site or the API', () => {
  const files = sourceFiles().filter((f) => /[/\\]src[/\\]/.test(f));
  expect(files.length).toBeGreaterThan(300);
  const found = files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        FORBIDDEN.filter(([re]) => re.test(line)).map(
          ([, why]) => `${path.relative(REPO, file)}:${i + 1}: ${why}: ${line.trim()}`,
        ),
      ),
  );
  expect(found).toEqual([]);
});

test('the scan does catch what it is for', () => {
  const caught = (line: string) => FORBIDDEN.some(([re]) => re.test(line));
  expect(caught("order.created_at.replace('T', ' ').slice(0, 16)")).toBe(true);
  expect(caught('const today = now.toISOString().slice(0, 10);')).toBe(true);
  expect(caught('store.opening_time.slice(0, 5)')).toBe(true);
  expect(caught('const day = String(row.paid_at).substring(0, 10);')).toBe(true);
  expect(caught('products.slice(0, 12)')).toBe(false);
  // a digest cut short is not a timestamp
  expect(caught("const digest = sha256(parts.join('')).slice(0, 16);")).toBe(false);
});
