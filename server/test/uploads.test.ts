/**
 * Issue 21 part B: uploaded files are checked by their bytes, owned, and served so a browser cannot run them;
 * prescriptions need an owner and an order may attach only its owner's.
 */
import { multipart, type FormFile } from './api/helpers';
import { bearer, storeWorld, type StoreWorld } from './store-fixture';

let w: StoreWorld;
beforeAll(async () => {
  w = await storeWorld();
});
afterAll(() => w.close());

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32, 1)]);
const HTML = Buffer.from('<html><script>fetch("/steal?c="+document.cookie)</script></html>');
type Err = { errors: { code: string; message: string }[]; totals?: { order_amount: number } };

let ipSeq = 0;
function upload(file: FormFile, headers: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const body = multipart(extra, [file]);
  return w.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/prescription',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
    remoteAddress: `10.1.0.${++ipSeq}`,
  });
}
const png = { name: 'rx.png', type: 'image/png', data: PNG };
const alice = () => bearer(w.users.alice.token);
const bob = () => bearer(w.users.bob.token);

describe('prescription uploads', () => {
  test('HTML sent as a PNG is refused, and so is an oversize file', async () => {
    const html = await upload({ name: 'rx.png', type: 'image/png', data: HTML }, alice());
    expect(html.statusCode).toBe(400);
    expect((html.json() as Err).errors[0]).toEqual({
      code: 'image',
      message: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    });
    const big = await upload({ ...png, data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }, alice());
    expect(big.statusCode).toBe(413);
    expect(await w.db.selectFrom('uploads').select('id').execute()).toEqual([]);
  });

  test('nobody, an unknown guest, and a guest with an empty cart may not upload', async () => {
    expect((await upload(png)).statusCode).toBe(401);
    expect((await upload(png, { 'guest-id': 'guest-unknown' })).statusCode).toBe(401);
    const empty = await upload(png, { 'guest-id': w.otherGuestId });
    expect(empty.statusCode).toBe(403);
    expect((empty.json() as Err).errors[0]!.code).toBe('guest_id');
  });

  test('a guest with a cart may (header or the old body field); the file is served inert with its real type', async () => {
    const added = await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: { 'guest-id': w.guestId },
      payload: { item_id: w.items.medicine, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const res = await upload(png, { 'guest-id': w.guestId });
    expect(res.statusCode).toBe(200);
    expect((await upload(png, {}, { guest_id: w.guestId })).statusCode).toBe(200);
    const { id, url } = res.json() as { id: string; url: string };
    const row = await w.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: null,
      guest_id: w.guestId,
      purpose: 'prescription',
      content_type: 'image/png',
    });

    // the owner's signed URL (who else may read it: api/attack-uploads.test.ts)
    const served = await w.app.inject({ method: 'GET', url: `${new URL(url).pathname}${new URL(url).search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `inline; filename="${id}"`,
      'cache-control': 'private, no-store',
    });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  test('a file stored before the checks (HTML labelled image/png) is never served', async () => {
    await w.db
      .insertInto('uploads')
      .values({ id: 'legacyhtml', user_id: null, content_type: 'image/png', data: HTML, created_at: new Date() })
      .execute();
    const res = await w.app.inject({ method: 'GET', url: '/storage/uploads/legacyhtml' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>');
  });

  test("an order may attach only its owner's prescriptions", async () => {
    const mine = (await upload(png, bob()).then((r) => r.json())) as { id: string };
    const alices = (await upload(png, alice()).then((r) => r.json())) as { id: string };
    const guests = (await upload(png, { 'guest-id': w.guestId }).then((r) => r.json())) as { id: string };
    await w.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/add',
      headers: bob(),
      payload: { item_id: w.items.medicine, quantity: 1 },
    });
    let seq = 0;
    const place = (ids: string[], amount: number) =>
      w.app.inject({
        method: 'POST',
        url: '/api/v1/customer/order/place',
        headers: bob(),
        payload: {
          order_type: 'take_away',
          payment_method: 'cash_on_delivery',
          order_amount: amount,
          prescription_ids: ids,
          contact_phone: '+77010000002',
          idempotency_key: `rx-${++seq}-${Date.now()}`,
        },
      });
    const probe = await place([mine.id], 0.01);
    expect(probe.statusCode).toBe(409);
    const amount = (probe.json() as Err).totals!.order_amount;
    for (const ids of [[alices.id], [guests.id], [mine.id, alices.id], ['does-not-exist']]) {
      const refused = await place(ids, amount);
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as Err).errors[0]!.code).toBe('prescription');
    }
    const placed = await place([mine.id], amount);
    expect(placed.statusCode).toBe(200);
    placedOrderId = (placed.json() as { order_id: number }).order_id;
  });
});

let placedOrderId = 0;
describe('guest order tracking', () => {
  // a guest who knows the phone looks again and again: test/api/attack-order-oracle.test.ts
  test("a signed-in customer's order does not open with its phone; guesses are cut off per order and client", async () => {
    const order = await w.db
      .selectFrom('orders')
      .select(['id', 'contact_phone'])
      .where('id', '=', placedOrderId)
      .executeTakeFirstOrThrow();
    const track = (phone: string, ip = `10.2.0.${++ipSeq}`) =>
      w.app.inject({
        method: 'GET',
        url: `/api/v1/customer/order/track?order_id=${order.id}&contact_number=${encodeURIComponent(phone)}`,
        remoteAddress: ip,
      });
    // issue 37.5: the phone proof opens guest orders only; Bob's opens with Bob's session
    for (let i = 0; i < 3; i++) expect((await track(order.contact_phone!)).statusCode).toBe(404);
    const ip = `10.2.1.${++ipSeq}`;
    for (let i = 0; i < 5; i++) expect((await track(`+7700000000${i}`, ip)).statusCode).toBe(404);
    const cut = await track('+77000000009', ip);
    expect(cut.statusCode).toBe(429);
    expect(cut.headers['retry-after']).toBe('60');
    const own = await w.app.inject({
      method: 'GET',
      url: `/api/v1/customer/order/track?order_id=${order.id}`,
      headers: bob(),
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('profile photos', () => {
  test('are checked by their bytes, stored as the owner, served public and inert', async () => {
    const send = (file: FormFile) => {
      const body = multipart({}, [file]);
      return w.app.inject({
        method: 'POST',
        url: '/api/v1/customer/update-profile',
        headers: { ...alice(), ...body.headers },
        payload: body.payload,
      });
    };
    expect((await send({ name: 'me.png', type: 'image/png', data: HTML })).statusCode).toBe(400);
    expect((await send({ name: 'me.png', type: 'image/png', data: PNG })).statusCode).toBe(200);
    const user = await w.db
      .selectFrom('users')
      .select('image')
      .where('id', '=', w.users.alice.id)
      .executeTakeFirstOrThrow();
    const served = await w.app.inject({ method: 'GET', url: user.image! });
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const row = await w.db
      .selectFrom('uploads')
      .select(['user_id', 'purpose'])
      .where('id', '=', user.image!.split('/').pop()!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: w.users.alice.id, purpose: 'profile' });
  });
});
