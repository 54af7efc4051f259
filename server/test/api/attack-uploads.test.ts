/**
 * Issue 37.10, uploads. Four images in one chat message get the SPEC's "Maximum 3 images can be send at a time" in
 * the reader's language (before: 413 "The request body is too large."). A prescription is medical data: readable by
 * its owner (a short-lived signed URL handed to them at upload, or their own credentials) and by the store the order
 * went to (through the operator API, which hands out signed URLs of that order's prescriptions), never by whoever
 * holds the bare URL (before: anyone, for ever).
 */
import { bearer, multipart, TestClock, type FormFile } from './helpers';
import { storeWorld, type StoreWorld } from '../store-fixture';

const OPERATOR_KEY = 'operator-key-for-attack-tests';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32, 7)]);
const png: FormFile = { name: 'rx.png', type: 'image/png', data: PNG };

let w: StoreWorld;
let clock: TestClock;
beforeAll(async () => {
  clock = new TestClock(new Date());
  w = await storeWorld({ operatorKey: OPERATOR_KEY, clock });
});
afterAll(() => w.close());

let ipSeq = 0;
const fromAnywhere = () => `10.37.0.${++ipSeq % 250}`;

describe('chat: four images in one message', () => {
  const sendImages = (count: number, language: string) => {
    const body = multipart(
      { receiver_type: 'admin', message: 'photos' },
      Array.from({ length: count }, (_, i) => ({ ...png, name: `p${i}.png` })),
    );
    return w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/message/send',
      headers: { ...bearer(w.users.alice.token), ...body.headers, 'x-localization': language },
      payload: body.payload,
    });
  };

  test.each([
    ['en', 'Maximum 3 images can be send at a time'],
    ['ru', 'За один раз можно отправить не больше 3 изображений'],
    ['kz', 'Бір рет 3 суреттен артық жіберуге болмайды'],
  ])('%s: 400 with the SPEC message, and nothing is stored', async (language, message) => {
    const before = await w.db.selectFrom('uploads').select('id').where('purpose', '=', 'chat').execute();
    const res = await sendImages(4, language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ code: 'image', message }], request_id: expect.any(String) });
    const after = await w.db.selectFrom('uploads').select('id').where('purpose', '=', 'chat').execute();
    expect(after).toHaveLength(before.length);
  });

  test('three images still go through', async () => {
    expect((await sendImages(3, 'en')).statusCode).toBe(200);
  });
});

describe('prescriptions', () => {
  const upload = (headers: Record<string, string>) => {
    const body = multipart({}, [png]);
    return w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/prescription',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
      remoteAddress: fromAnywhere(),
    });
  };
  const get = (url: string, headers: Record<string, string> = {}) => {
    const u = new URL(url, 'http://api.invalid');
    return w.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers, remoteAddress: fromAnywhere() });
  };
  const bare = (url: string) => new URL(url, 'http://api.invalid').pathname;
  const served = (res: { statusCode: number; rawPayload: Buffer }) =>
    res.statusCode === 200 && res.rawPayload.equals(PNG);

  let alices: { id: string; url: string };
  let guests: { id: string; url: string };
  beforeAll(async () => {
    alices = (await upload(bearer(w.users.alice.token))).json();
    const added = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { 'guest-id': w.guestId },
      payload: { item_id: w.items.medicine, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    guests = (await upload({ 'guest-id': w.guestId })).json();
  });

  test('the bare URL is a 404 for a stranger, for another customer and for another guest', async () => {
    for (const rx of [alices, guests]) {
      const path = bare(rx.url);
      expect((await get(path)).statusCode).toBe(404);
      expect((await get(path, bearer(w.users.bob.token))).statusCode).toBe(404);
      expect((await get(path, { 'guest-id': w.otherGuestId })).statusCode).toBe(404);
    }
  });

  test('a signed URL with its signature altered, its expiry moved, or borrowed for another file is a 404', async () => {
    const signed = new URL(alices.url);
    const sig = signed.searchParams.get('signature')!;
    const exp = Number(signed.searchParams.get('expires'));
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const path = signed.pathname;
    expect((await get(`${path}?expires=${exp}&signature=${flipped}`)).statusCode).toBe(404);
    expect((await get(`${path}?expires=${exp - 60}&signature=${sig}`)).statusCode).toBe(404);
    expect((await get(`${bare(guests.url)}?expires=${exp}&signature=${sig}`)).statusCode).toBe(404);
    expect((await get(`${path}?signature=${sig}`)).statusCode).toBe(404);
  });

  test('the owner reads it: the signed URL from the upload (an <img>), or their own credentials', async () => {
    const rx = await get(alices.url);
    expect(served(rx)).toBe(true);
    // medical data: kept out of every cache, inert if opened as a page
    expect(rx.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(served(await get(bare(alices.url), bearer(w.users.alice.token)))).toBe(true);
    expect(served(await get(guests.url))).toBe(true);
    expect(served(await get(bare(guests.url), { 'guest-id': w.guestId }))).toBe(true);
  });

  test('the signed URL expires: after 15 minutes it is a 404 (the owner can still read with credentials)', async () => {
    const fresh = (await upload(bearer(w.users.alice.token))).json() as { url: string };
    clock.advance(14 * 60_000);
    expect(served(await get(fresh.url))).toBe(true);
    clock.advance(2 * 60_000);
    expect((await get(fresh.url)).statusCode).toBe(404);
    expect(served(await get(bare(fresh.url), bearer(w.users.alice.token)))).toBe(true);
  });

  describe('the store the order went to, through the operator API', () => {
    let orderId: number;
    beforeAll(async () => {
      const quote = await w.app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/quote',
        headers: { 'guest-id': w.guestId },
        payload: { order_type: 'take_away' },
      });
      const placed = await w.app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/place',
        headers: { 'guest-id': w.guestId },
        payload: {
          order_type: 'take_away',
          payment_method: 'cash_on_delivery',
          order_amount: (quote.json() as { order_amount: number }).order_amount,
          contact_phone: '+77011234567',
          prescription_ids: [guests.id],
        },
      });
      expect(placed.statusCode).toBe(200);
      orderId = (placed.json() as { order_id: number }).order_id;
    });
    const prescriptionsOf = (id: number, key?: string) =>
      w.app.inject({
        method: 'GET',
        url: `/api/v1/operator/orders/${id}/prescriptions`,
        headers: key ? { 'x-operator-key': key } : {},
      });

    test("with the key: the order's prescriptions as signed URLs that serve the image", async () => {
      const res = await prescriptionsOf(orderId, OPERATOR_KEY);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { order_id: number; store_id: number; prescriptions: { id: string; url: string }[] };
      expect(body).toMatchObject({ order_id: orderId, store_id: w.stores.pharmacy });
      // only what the order carries: Alice's prescription, attached to no order of this store, is not listed
      expect(body.prescriptions.map((p) => p.id)).toEqual([guests.id]);
      expect(served(await get(body.prescriptions[0]!.url))).toBe(true);
    });

    test('without the key, or with a wrong one, 401; an unknown order 404', async () => {
      expect((await prescriptionsOf(orderId)).statusCode).toBe(401);
      expect((await prescriptionsOf(orderId, 'not-the-operator-key')).statusCode).toBe(401);
      expect((await prescriptionsOf(999_999, OPERATOR_KEY)).statusCode).toBe(404);
    });
  });

  test('profile photos stay public (they are shown to others)', async () => {
    const body = multipart({}, [{ ...png, name: 'me.png' }]);
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: { ...bearer(w.users.bob.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const user = await w.db
      .selectFrom('users')
      .select('image')
      .where('id', '=', w.users.bob.id)
      .executeTakeFirstOrThrow();
    expect(served(await get(user.image!))).toBe(true);
  });
});
