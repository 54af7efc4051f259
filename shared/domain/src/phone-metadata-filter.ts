/**
 * libphonenumber-js metadata cut down to the countries the site offers (issue 40.7): the storefront ships the rules
 * of those countries only. `scripts/gen-phone-metadata.ts` writes `phone-metadata.ts` with it; `phone.test.ts`
 * fails when that file no longer matches the installed library.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

export function metadataFor(full: MetadataJson, isos: readonly string[]): MetadataJson {
  const keep = new Set(isos);
  const codes: MetadataJson['country_calling_codes'] = {};
  for (const [code, countries] of Object.entries(full.country_calling_codes)) {
    // the first country of a shared code is its main one (+7: RU): it stays first when kept
    const kept = countries.filter((iso) => keep.has(iso));
    if (kept.length > 0) codes[code] = kept;
  }
  const all = full.countries as Record<string, unknown>;
  const countries: Record<string, unknown> = {};
  for (const iso of isos) {
    if (!all[iso]) throw new Error(`libphonenumber-js has no metadata for ${iso}`);
    countries[iso] = all[iso];
  }
  return { ...full, country_calling_codes: codes, countries, nonGeographic: {} } as MetadataJson;
}
