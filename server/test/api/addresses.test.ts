import { ALMATY_ADDRESS, bearer, call, firstError, newGuest, newUser, startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const ADDRESS = {
  ...ALMATY_ADDRESS,
  house: '10',
  floor: '3',
  road: 'пр. Абая',
  additional_information: 'Домофон 12',
};
type Address = Record<string, unknown> & { id: number; zone_ids: number[] };
type List = { total_size: number; addresses: Address[] };

const list = (token: string) =>
  call<List>(t.app, { method: 'GET', url: '/api/v1/customer/address/list', headers: bearer(token) });
const add = (token: string, payload: Record<string, unknown>) =>
  call<{ message: string; zone_ids: number[]; address: Address }>(t.app, {
    method: 'POST',
    url: '/api/v1/customer/address/add',
    payload,
    headers: bearer(token),
  });

describe('addresses', () => {
  it('adds with zone ids computed from the point, lists, updates and deletes', async () => {
    const user = await newUser(t.app);
    expect((await list(user.token)).body.addresses).toEqual([]);
    const added = await add(user.token, { ...ADDRESS, zone_ids: [3] });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Successfully added!');
    expect(added.body.zone_ids).toEqual([1]);
    expect(added.body.address).toMatchObject({
      address_type: 'Home',
      address_label: null,
      zone_id: 1,
      zone_ids: [1],
      latitude: 43.24,
    });
    const id = added.body.address.id;

    const moved = await call<{ address: Address; zone_ids: number[] }>(t.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update/${id}`,
      payload: {
        ...ADDRESS,
        address: 'Кремль, Москва',
        latitude: 55.752,
        longitude: 37.6175,
        address_type: 'other',
        address_label: 'Дача',
      },
      headers: bearer(user.token),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.zone_ids).toEqual([3]);
    expect(moved.body.address).toMatchObject({ address_type: 'other', address_label: 'Дача' });

    expect((await list(user.token)).body.addresses.map((a) => a.address)).toEqual(['Кремль, Москва']);
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/customer/address/delete?address_id=${id}`,
      headers: bearer(user.token),
    });
    expect(removed.body).toEqual({ code: 'removed', message: 'Successfully removed!' });
    expect((await list(user.token)).body.total_size).toBe(0);
  });

  it.each([
    ['address', 'Address is required'],
    ['contact_person_name', 'Name is required'],
    ['contact_person_number', 'Phone Number is required'],
  ])('requires %s', async (field, message) => {
    const user = await newUser(t.app);
    for (const payload of [
      { ...ADDRESS, [field]: '' },
      Object.fromEntries(Object.entries(ADDRESS).filter(([k]) => k !== field)),
    ]) {
      const res = await add(user.token, payload);
      expect(res.status).toBe(400);
      expect(firstError(res.body)).toEqual({ code: field, message });
    }
  });

  it('validates coordinates and refuses points outside every zone', async () => {
    const user = await newUser(t.app);
    const noLat = await add(user.token, { ...ADDRESS, latitude: undefined });
    expect(firstError(noLat.body)).toEqual({ code: 'latitude', message: 'latitude is required.' });
    const outside = await add(user.token, { ...ADDRESS, latitude: 0, longitude: 0 });
    expect(outside.status).toBe(400);
    expect(firstError(outside.body)).toEqual({ code: 'coordinates', message: 'Service not available in this area' });
    expect((await list(user.token)).body.total_size).toBe(0);
  });

  it('refuses guests and anonymous callers on every route', async () => {
    const guest = await newGuest(t.app);
    const asGuest = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/address/add',
      payload: { ...ADDRESS, guest_id: guest },
    });
    expect(asGuest.status).toBe(403);
    expect(firstError(asGuest.body)).toEqual({
      code: 'guest',
      message: 'Guests cannot save addresses. Please sign in.',
    });
    expect((await call(t.app, { method: 'GET', url: `/api/v1/customer/address/list?guest_id=${guest}` })).status).toBe(
      403,
    );
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/customer/address/list' },
      { method: 'POST' as const, url: '/api/v1/customer/address/add', payload: ADDRESS },
      { method: 'PUT' as const, url: '/api/v1/customer/address/update/1', payload: ADDRESS },
      { method: 'DELETE' as const, url: '/api/v1/customer/address/delete?address_id=1' },
    ]) {
      const res = await call(t.app, request);
      expect(res.status).toBe(401);
      expect(firstError(res.body)!.message).toBe('You must be login to access this page.');
    }
  });

  it("cannot read, change or delete another user's address", async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    const bobs = (await add(bob.token, ADDRESS)).body.address;
    expect((await list(alice.token)).body.addresses).toEqual([]);
    const change = await call(t.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update/${bobs.id}`,
      payload: { ...ADDRESS, address: 'Hijacked' },
      headers: bearer(alice.token),
    });
    expect(change.status).toBe(404);
    const remove = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/customer/address/delete?address_id=${bobs.id}`,
      headers: bearer(alice.token),
    });
    expect(remove.status).toBe(404);
    const still = (await list(bob.token)).body.addresses;
    expect(still).toHaveLength(1);
    expect(still[0]!.address).toBe(ADDRESS.address);
  });

  it('404s unknown ids and 400s bad ones', async () => {
    const user = await newUser(t.app);
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: '/api/v1/customer/address/update/999999',
          payload: ADDRESS,
          headers: bearer(user.token),
        })
      ).status,
    ).toBe(404);
    const bad = await call(t.app, {
      method: 'DELETE',
      url: '/api/v1/customer/address/delete',
      headers: bearer(user.token),
    });
    expect(firstError(bad.body)).toEqual({ code: 'address_id', message: 'address_id is required.' });
  });

  it('keeps the contact number as a mobile of an offered country in E.164, refusing others in the caller language', async () => {
    const user = await newUser(t.app);
    const typed = await add(user.token, { ...ADDRESS, contact_person_number: '8 (701) 123-45-67' });
    expect(typed.status).toBe(200);
    expect(typed.body.address.contact_person_number).toBe('+77011234567');
    const messages = new Set<string>();
    for (const lang of ['ru', 'en'] as const) {
      // a city landline: the courier's texts would go nowhere
      const landline = await call(t.app, {
        method: 'POST',
        url: '/api/v1/customer/address/add',
        payload: { ...ADDRESS, contact_person_number: '+7 727 123 45 67' },
        headers: { ...bearer(user.token), 'x-localization': lang },
      });
      expect(landline.status).toBe(400);
      const error = firstError(landline.body)!;
      expect(error.code).toBe('contact_person_number');
      expect(error.message).toMatch(lang === 'ru' ? /Казахстан/ : /Kazakhstan/);
      messages.add(error.message);
    }
    expect(messages.size).toBe(2);
    const id = typed.body.address.id;
    const update = await call(t.app, {
      method: 'PUT',
      url: `/api/v1/customer/address/update/${id}`,
      payload: { ...ADDRESS, contact_person_number: 'not a phone' },
      headers: bearer(user.token),
    });
    expect(update.status).toBe(400);
    expect((await list(user.token)).body.addresses.map((a) => a.contact_person_number)).toEqual(['+77011234567']);
  });
});
