/**
 * Issue 40.7: a phone entering the site is a mobile number of a country it offers (libphonenumber-js through
 * @mart/domain checkPhone), kept in E.164; the refusal names the country in the request's language.
 */
import { bearer, call, firstError, newUser, startApp, type TestApp, setCountryPicker } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

let seq = 0;
const signUp = (phone: string, lang = 'ru') =>
  call<{ token: string | null }>(t.app, {
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    headers: { 'x-localization': lang },
    payload: {
      name: 'Аружан',
      email: `phone${++seq}@example.com`,
      phone,
      password: 'secret123',
      confirm_password: 'secret123',
    },
  });

describe('a Kazakh-only site (country picker off)', () => {
  beforeAll(() => setCountryPicker(t, false));
  afterAll(() => setCountryPicker(t, true));

  it.each([
    ['ru', 'Введите действующий номер мобильного телефона (Казахстан)'],
    ['en', 'Enter a valid mobile number of Kazakhstan'],
    ['kz', 'Жарамды ұялы телефон нөмірін енгізіңіз (Қазақстан)'],
  ])('refuses a Russian mobile number at sign-up (%s)', async (lang, message) => {
    const { status, body } = await signUp('+7 916 123-45-67', lang);
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code: 'phone', message });
  });

  it.each(['+77991234567', '+77271234567', '+996555123456'])(
    'refuses %s: a wrong operator code, a landline, another country',
    async (phone) => {
      const { status, body } = await signUp(phone, 'en');
      expect(status).toBe(400);
      expect(firstError(body)).toEqual({ code: 'phone', message: 'Enter a valid mobile number of Kazakhstan' });
    },
  );

  it('keeps a Kazakh number in E.164 however it was typed', async () => {
    const { status, body } = await signUp('8 (747) 123-45-67');
    expect(status).toBe(200);
    const me = await call(t.app, { method: 'GET', url: '/api/v1/customer/info', headers: bearer(body.token!) });
    expect(me.body).toMatchObject({ phone: '+77471234567' });
  });

  it('sends no code to a Russian number (OTP sign-in)', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-localization': 'en' },
      payload: { login_type: 'otp', phone: '+79161234567' },
    });
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({ code: 'phone', message: 'Enter a valid mobile number of Kazakhstan' });
    const codes = await t.db.selectFrom('otps').select('id').where('target', '=', '+79161234567').execute();
    expect(codes).toEqual([]);
  });

  it('refuses a Russian number as a profile change', async () => {
    const { token } = await newUser(t.app);
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: { ...bearer(token), 'x-localization': 'ru' },
      payload: { phone: '+79161234567' },
    });
    expect(status).toBe(400);
    expect(firstError(body)).toEqual({
      code: 'phone',
      message: 'Введите действующий номер мобильного телефона (Казахстан)',
    });
  });
});

describe('a site offering every country of the picker', () => {
  it('takes a Russian mobile number, still refuses a wrong Kazakh operator code', async () => {
    expect((await signUp('+79161234567')).status).toBe(200);
    const wrong = await signUp('+77991234567', 'en');
    expect(wrong.status).toBe(400);
    expect(firstError(wrong.body)?.message).toBe('Enter a valid mobile number of Kazakhstan');
  });
});
