/** Keys present in one language and missing in another: every user-visible string exists in ru, kz and en. */
export function missingKeys(t: Record<string, Record<string, unknown>>): string[] {
  const flat = (o: Record<string, unknown>, p = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`],
    );
  const all = new Set(Object.values(t).flatMap((o) => flat(o)));
  const out: string[] = [];
  for (const [lng, o] of Object.entries(t)) {
    const have = new Set(flat(o));
    for (const k of all) if (!have.has(k)) out.push(`${lng}:${k}`);
  }
  return out;
}
