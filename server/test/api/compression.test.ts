import zlib from 'node:zlib';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  // the cache test renames behind the API; the database's change notifications would clear the cache at once
  await t.app.ctx.live.close();
});
afterAll(() => t.close());

const ITEMS = '/api/v1/items/search?limit=48&offset=1';
const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('sends a page of items brotli-compressed to a browser that accepts it, the same JSON inside', async () => {
    const plain = await get(ITEMS);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(ITEMS, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    const inflated = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(JSON.parse(inflated)).toEqual(JSON.parse(plain.body));
    // a catalog page is read over a phone's link: compressed it is a fraction of its size
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('compresses an answer served from the catalog cache as well, and keeps the cached copy as text', async () => {
    const url = '/api/v1/items/search?limit=20&offset=1';
    const first = await get(url, 'gzip');
    const text = zlib.gunzipSync(first.rawPayload).toString('utf8');
    // renamed behind the API (t.db clears no cache): an answer with the old name can only come from the cache
    const { products } = JSON.parse(text) as { products: { id: number }[] };
    await t.db.updateTable('items').set({ name: 'Renamed behind the API' }).where('id', '=', products[0]!.id).execute();
    const again = await get(url, 'gzip');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(again.rawPayload).toString('utf8')).toBe(text);
    // a client without compression still gets the cached JSON as text
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('answers errors compressed too, in the one error shape', async () => {
    const res = await get('/api/v1/items/details/not-a-number', 'gzip');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
    expect(JSON.parse(body)).toMatchObject({ errors: [{ code: expect.any(String), message: expect.any(String) }] });
  });

  it('answers an unknown, refused or malformed Accept-Encoding with the plain JSON, never an error', async () => {
    const plain = await get(ITEMS);
    for (const encoding of ['zstd', 'identity', 'br;q=0, gzip;q=0', 'gzip;q=abc', ',,,', 'x'.repeat(4000)]) {
      const res = await get(ITEMS, encoding);
      expect([encoding.slice(0, 20), res.statusCode, res.headers['content-encoding']]).toEqual([
        encoding.slice(0, 20),
        200,
        undefined,
      ]);
      expect(res.body).toBe(plain.body);
    }
  });

  it('does not inflate a compressed request body: a clear 4xx, nothing read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email_or_phone: 'demo@mart.example', password: 'demo1234' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.parse(res.body)).toMatchObject({ errors: [{ code: expect.any(String) }] });
  });
});
