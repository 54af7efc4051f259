/** What the home shows for its query (SPEC §2 home query variants); the module itself is chosen by the shell. */
export type HomeVariant =
  | { kind: 'home' }
  /** search=category&id&module_id&name&data_type=category: that category's items and stores */
  | { kind: 'category'; id: number; name: string | null }
  /** search=allCategories&from=allCategories&data_type=new: every category of the module */
  | { kind: 'allCategories' };

export function homeVariant(search: URLSearchParams): HomeVariant {
  const kind = search.get('search');
  if (kind === 'allCategories') return { kind: 'allCategories' };
  if (kind === 'category') {
    const raw = search.get('id') ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    const name = search.get('name')?.trim().slice(0, 100) || null;
    // a category link without a usable id still says what was asked: the page's not-found state, not the home
    return { kind: 'category', id, name };
  }
  return { kind: 'home' };
}
