import type { FastifyInstance } from 'fastify';
import {
  bearer,
  call,
  firstError,
  multipart,
  newUser,
  startApp,
  type FormFile,
  type TestApp,
  withPhoneVerification,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 3)]);
const PDF = Buffer.from('%PDF-1.7 fake document');

/** The profile form sent as `token`'s owner, to the test's app or to `app`. */
const update = (token: string, fields: Record<string, string>, file?: FormFile, app: FastifyInstance = t.app) => {
  const body = multipart(fields, file ? [file] : []);
  return call<{
    message: string;
    otp_send: boolean;
    verification_on: string | null;
    verification_step?: string;
    verification_target?: string;
    demo_otp?: string;
  }>(app, {
    method: 'POST',
    url: '/api/v1/customer/update-profile',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};
const info = (token: string) =>
  call<Record<string, unknown>>(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });

describe('GET /api/v1/customer/info', () => {
  it('returns the profile of the token owner', async () => {
    const user = await newUser(t.app);
    const { status, body } = await info(user.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      phone: user.phone,
      is_phone_verified: 0,
      is_email_verified: 0,
      image_full_url: null,
    });
  });

  it('requires a token', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/v1/customer/info' });
    expect(status).toBe(401);
    expect(firstError(body)).toEqual({ code: 'auth-001', message: 'You must be login to access this page.' });
    const guest = await call(t.app, {
      method: 'GET',
      url: '/api/v1/customer/info?guest_id=g_x',
      headers: { authorization: 'Bearer null' },
    });
    expect(guest.status).toBe(401);
  });
});

describe('POST /api/v1/customer/update-profile', () => {
  it('updates name and email from multipart fields (the current password, then the new address code)', async () => {
    const user = await newUser(t.app);
    const form = {
      name: 'Новое Имя Фамилия',
      email: 'New.Mail@Example.com',
      button_type: 'profile',
      current_password: user.password,
    };
    const ask = await update(user.token, form);
    expect(ask.body).toMatchObject({
      otp_send: true,
      verification_on: 'email',
      verification_step: 'new_contact',
      verification_target: 'new.mail@example.com',
    });
    expect((await info(user.token)).body.email).toBe(user.email);
    const res = await update(user.token, { ...form, otp: ask.body.demo_otp! });
    expect(res.body).toEqual({
      code: 'updated',
      message: 'Successfully updated!',
      otp_send: false,
      verification_on: null,
    });
    expect((await info(user.token)).body).toMatchObject({
      f_name: 'Новое',
      l_name: 'Имя Фамилия',
      email: 'new.mail@example.com',
      is_email_verified: 1,
    });
  });

  it('also accepts JSON', async () => {
    const user = await newUser(t.app);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      payload: { f_name: 'Json' },
      headers: bearer(user.token),
    });
    expect(res.status).toBe(200);
    expect((await info(user.token)).body.f_name).toBe('Json');
  });

  it.each([
    ['photo.png', 'image/png', PNG],
    ['photo.jpg', 'image/jpeg', JPEG],
    ['photo.jpeg', 'image/jpeg', JPEG],
    ['photo.gif', 'image/gif', GIF],
  ])('accepts %s and serves it back', async (name, type, data) => {
    const user = await newUser(t.app);
    const res = await update(user.token, { name: 'С Фото' }, { name, type, data });
    expect(res.status).toBe(200);
    const url = String((await info(user.token)).body.image_full_url);
    expect(url).toMatch(/\/storage\/uploads\/[\w-]+\.(png|jpg|gif)$/);
    const image = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(type);
    expect(image.rawPayload.equals(data)).toBe(true);
  });

  it.each([
    ['doc.pdf', 'application/pdf', PDF],
    ['photo.webp', 'image/webp', Buffer.from('RIFF0000WEBPVP8 ')],
    ['photo.avif', 'image/avif', Buffer.alloc(32)],
    ['renamed.png', 'image/png', PDF],
  ])('rejects %s with the SPEC message and changes nothing', async (name, type, data) => {
    const user = await newUser(t.app);
    const res = await update(user.token, { name: 'Не Должно Сохраниться' }, { name, type, data });
    expect(res.status).toBe(400);
    expect(firstError(res.body)).toEqual({
      code: 'image',
      message: 'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    });
    expect((await info(user.token)).body.f_name).toBe(user.name.split(' ')[0]);
  });

  /** A PNG header declaring `w` × `h` pixels. */
  const pngOf = (w: number, h: number) => {
    const b = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(25)]);
    b.write('IHDR', 12, 'latin1');
    b.writeUInt32BE(w, 16);
    b.writeUInt32BE(h, 20);
    return b;
  };

  it.each([
    ['en', 'The profile photo must be square (1:1).'],
    ['ru', 'Фото профиля должно быть квадратным (1:1).'],
  ])(
    'refuses a photo that is not 1:1 (SPEC §2), in the asked language (%s), and changes nothing',
    async (lang, text) => {
      const user = await newUser(t.app);
      const body = multipart({ name: 'Широкое Фото' }, [
        { name: 'wide.png', type: 'image/png', data: pngOf(640, 480) },
      ]);
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/v1/customer/update-profile',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(user.token), 'x-localization': lang },
      });
      expect(res.status).toBe(400);
      expect(firstError(res.body)).toEqual({ code: 'image', message: text });
      const after = (await info(user.token)).body;
      expect(after.image).toBeNull();
      expect(after.f_name).toBe(user.name.split(' ')[0]);
      const square = await update(
        user.token,
        { name: 'Квадрат' },
        { name: 'sq.png', type: 'image/png', data: pngOf(480, 480) },
      );
      expect(square.status).toBe(200);
    },
  );

  it('rejects images over 2 MB with 413', async () => {
    const user = await newUser(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await update(user.token, { name: 'Большое Фото' }, { name: 'big.png', type: 'image/png', data: big });
    expect(res.status).toBe(413);
    expect(firstError(res.body)).toEqual({ code: 'image', message: 'The image must be at most 2 MB' });
    expect((await info(user.token)).body.image).toBeNull();
  });

  it.each([
    [{ password: '123' }, 'password', 'Password is too short - should be 6 chars minimum.'],
    [{ password: 'secret999', confirm_password: 'other999' }, 'confirm_password', 'Passwords must match'],
    [{ email: 'not-mail' }, 'email', 'Must be a valid email'],
    [{ phone: '12' }, 'phone', 'Must be a valid phone number'],
  ])('validates %j', async (fields, code, message) => {
    const user = await newUser(t.app);
    const res = await update(user.token, fields);
    expect(res.status).toBe(400);
    expect(firstError(res.body)).toEqual({ code, message });
  });

  it("refuses another user's email and leaves both accounts as they were", async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    const res = await update(alice.token, { name: 'Alice Changed', email: bob.email });
    expect(res.status).toBe(400);
    expect(firstError(res.body)).toEqual({ code: 'email', message: 'The email has already been taken.' });
    expect((await info(alice.token)).body.email).toBe(alice.email);
    expect((await info(bob.token)).body.email).toBe(bob.email);
  });

  it('changes the password', async () => {
    const user = await newUser(t.app);
    await update(user.token, {
      password: 'changed-pw1',
      confirm_password: 'changed-pw1',
      current_password: user.password,
    });
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email_or_phone: user.email, password: 'changed-pw1' },
    });
    expect(login.status).toBe(200);
  });

  it('asks for codes before changing a phone: the current phone, then the new one', async () => {
    const user = await newUser(t.app);
    await withPhoneVerification(t, async (app) => {
      const newPhone = '+77009998877';
      const ask = await update(user.token, { phone: newPhone }, undefined, app);
      expect(ask.body).toMatchObject({
        otp_send: true,
        verification_on: 'phone',
        verification_step: 'current_contact',
        verification_target: user.phone,
      });
      expect((await info(user.token)).body.phone).toBe(user.phone);
      const current = ask.body.demo_otp!;
      const next = await update(user.token, { phone: newPhone, current_contact_otp: current }, undefined, app);
      expect(next.body).toMatchObject({
        otp_send: true,
        verification_step: 'new_contact',
        verification_target: newPhone,
      });
      const wrongOtp = next.body.demo_otp === '000000' ? '111111' : '000000';
      const refused = await update(
        user.token,
        { phone: newPhone, current_contact_otp: current, otp: wrongOtp, verification_on: 'phone' },
        undefined,
        app,
      );
      expect(refused.status).toBe(400);
      expect((await info(user.token)).body.phone).toBe(user.phone);
      const confirm = {
        phone: newPhone,
        current_contact_otp: current,
        otp: next.body.demo_otp!,
        verification_on: 'phone',
      };
      const done = await update(user.token, confirm, undefined, app);
      expect(done.status).toBe(200);
      expect((await info(user.token)).body).toMatchObject({ phone: newPhone, is_phone_verified: 1 });
      // a verified phone cannot be changed any more (SPEC: Not Changeable)
      const locked = await update(user.token, { phone: '+77001112233', current_password: user.password });
      expect(firstError(locked.body)).toEqual({ code: 'phone', message: 'A verified phone number cannot be changed.' });
    });
  });

  it('requires a token', async () => {
    const body = multipart({ name: 'Nobody' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/v1/customer/remove-account', () => {
  it("deletes only the caller's account and ends its sessions", async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/v1/customer/remove-account',
      headers: bearer(alice.token),
    });
    expect(res.body).toEqual({ code: 'account_deleted', message: 'Account has been deleted' });
    expect((await info(alice.token)).status).toBe(401);
    expect((await info(bob.token)).status).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: '/api/v1/customer/remove-account' })).status).toBe(401);
  });
});
