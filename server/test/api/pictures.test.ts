import { sql } from 'kysely';
import { demoEmojiNames } from '../../src/db/seed/pictures';
import { hasEmoji } from '../../src/infra/pictures';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** Every picture path the seed wrote, from every table and setting that holds one. */
async function seededPicturePaths(): Promise<string[]> {
  const { rows } = await sql<{ path: string }>`
    select icon as path from modules union select thumbnail from modules
    union select image from categories union select image from parcel_categories
    union select logo from stores union select cover_photo from stores
    union select image from items union select jsonb_array_elements_text(images::jsonb) from items
    union select image from campaign_items union select image from banners
    union select image from vehicle_categories union select image from vehicle_brands
    union select thumbnail from vehicles union select jsonb_array_elements_text(images::jsonb) from vehicles
  `.execute(t.db);
  const settings = await t.db.selectFrom('settings').select('value').execute();
  const inSettings = settings.flatMap((s) => JSON.stringify(s.value).match(/\/storage\/[a-z-]+\/[\w-]+\.svg/g) ?? []);
  return [...new Set([...rows.map((r) => r.path), ...inSettings])].sort();
}

describe('demo pictures', () => {
  it('draws every seeded picture from the emoji set, none generic and none a letter', async () => {
    const paths = await seededPicturePaths();
    expect(paths.length).toBeGreaterThan(100);
    const kinds = new Map<string, number>();
    for (const path of paths) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      const kind = /data-picture="([^"]+)"/.exec(res.body)?.[1];
      expect({ path, kind }).toEqual({ path, kind: expect.not.stringMatching(/^generic$/) });
      kinds.set(kind!, (kinds.get(kind!) ?? 0) + 1);
      // the emoji are drawn as nested SVGs; the only text allowed is a banner's language-neutral figure
      expect(res.body.match(/<svg x=/g)?.length ?? 0).toBeGreaterThan(0);
      for (const [, text] of res.body.matchAll(/<text[^>]*>([^<]*)</g)) expect(text).toMatch(/^[−\d%]+$/);
    }
    expect([...kinds.keys()].sort()).toEqual(
      expect.arrayContaining([
        'banner',
        'category',
        'item',
        'module-icon',
        'module-thumbnail',
        'provider-cover',
        'provider-logo',
        'store-cover',
        'store-logo',
        'vehicle',
      ]),
    );
  });

  it('uses only emoji the installed set has', async () => {
    const missing: string[] = [];
    for (const name of demoEmojiNames()) if (!(await hasEmoji(name))) missing.push(name);
    expect(missing).toEqual([]);
  });

  it('draws the same bytes every time, and distinct pictures for distinct items', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await get('/storage/item/classic-burger.svg')).toBe(await get('/storage/item/classic-burger.svg'));
    expect(await get('/storage/item/classic-burger.svg')).not.toBe(await get('/storage/item/margherita-pizza.svg'));
    expect(await get('/storage/item/classic-burger-1.svg')).not.toBe(await get('/storage/item/classic-burger.svg'));
  });

  it('marks a name the demo does not know as generic, still without letters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storage/item/zzz-unknown-thing.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-picture="generic"');
    expect(res.body).not.toContain('<text');
    // hostile names stay names: nothing of them reaches the markup
    const odd = await t.app.inject({ method: 'GET', url: '/storage/store/x_-_y-logo.svg' });
    expect(odd.body).toContain('data-picture="generic"');
    expect(odd.body).not.toContain('x_-_y');
  });
});
