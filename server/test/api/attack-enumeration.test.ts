/**
 * Issue 37.9: the answers that told whether an account exists are uniform: send-otp, OTP sign-in (the difference
 * comes only after the code is verified) and forgot-password answer a known and an unknown contact alike.
 */
import type { FastifyInstance } from 'fastify';
import type { OutgoingMessage } from '../../src/context';
import { call, newUser, recordingApp, startApp, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let sent: OutgoingMessage[];
beforeAll(async () => {
  t = await startApp();
  ({ app, sent } = await recordingApp(t));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

let seq = 0;
const unknownPhone = () => `+7707${String(4000000 + ++seq * 977).slice(0, 7)}`;
let ipSeq = 0;
const post = (url: string, payload: Record<string, unknown>) =>
  call<Record<string, unknown>>(app, { method: 'POST', url, payload, remoteAddress: `192.0.2.${++ipSeq}` });
/** The answer with what differs per request anyway (the code's session) blanked out. */
const shape = (res: { status: number; body: Record<string, unknown> }, contact: string) => ({
  status: res.status,
  body: JSON.parse(JSON.stringify({ ...res.body, session_info: 'x' }).replaceAll(contact, '<contact>')),
});

describe('attack 37.9: account enumeration', () => {
  it('send-otp to verify a contact answers a known and an unknown one alike, texting only the known', async () => {
    const user = await newUser(app);
    const stranger = unknownPhone();
    const known = await post('/api/v1/auth/send-otp', { phone: user.phone, verification_type: 'phone' });
    const unknown = await post('/api/v1/auth/send-otp', { phone: stranger, verification_type: 'phone' });
    expect(shape(unknown, stranger)).toEqual(shape(known, user.phone));
    expect(known.status).toBe(200);
    expect(sent.filter((m) => m.recipient === stranger)).toHaveLength(0);
    const email = await post('/api/v1/auth/send-otp', { email: 'nobody-here@example.com', verification_type: 'email' });
    expect(email.status).toBe(200);
  });

  it('OTP sign-in answers a known and an unknown phone alike until the code is verified', async () => {
    const user = await newUser(app);
    const stranger = unknownPhone();
    const known = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: user.phone });
    const unknown = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: stranger });
    expect(shape(unknown, stranger)).toEqual(shape(known, user.phone));
    // both phones get their code (a sign-up by OTP starts here); after it, the answers may differ
    const code = (to: string) => /(\d{6})/.exec(sent.filter((m) => m.recipient === to).at(-1)!.body)![1];
    const knownIn = await post('/api/v1/auth/verify-otp', {
      phone: user.phone,
      otp: code(user.phone),
      login_type: 'otp',
    });
    const unknownIn = await post('/api/v1/auth/verify-otp', {
      phone: stranger,
      otp: code(stranger),
      login_type: 'otp',
    });
    expect(knownIn.body).toMatchObject({ is_personal_info: 1, token: expect.any(String) });
    expect(unknownIn.body).toMatchObject({ is_personal_info: 0, token: null, signup_ticket: expect.any(String) });
  });

  it('an inactive account is not told apart before the code either', async () => {
    const user = await newUser(app);
    await t.db.updateTable('users').set({ status: false }).where('id', '=', user.id).execute();
    const stranger = unknownPhone();
    const inactive = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: user.phone });
    const unknown = await post('/api/v1/auth/login', { login_type: 'otp', email_or_phone: stranger });
    expect(shape(inactive, user.phone)).toEqual(shape(unknown, stranger));
  });

  it('forgot-password answers alike by e-mail and by phone', async () => {
    const user = await newUser(app);
    for (const [field, known, unknown] of [
      ['email', user.email, 'ghost-account@example.com'],
      ['phone', user.phone, unknownPhone()],
    ] as const) {
      const a = await post('/api/v1/auth/forgot-password', { [field]: known, verification_method: field });
      const b = await post('/api/v1/auth/forgot-password', { [field]: unknown, verification_method: field });
      expect(shape(b, unknown)).toEqual(shape(a, known));
      expect(sent.filter((m) => m.recipient === unknown)).toHaveLength(0);
    }
  });
});
