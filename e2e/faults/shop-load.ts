/**
 * Customers shopping through every API instance while a fault happens: each worker signs up, fills its cart and
 * places an order (cash and digital in turn), again and again, signing up a new customer every few orders. It
 * behaves as a careful client: an order carries an Idempotency-Key, and a 503 or a lost answer is retried (after
 * Retry-After) on the next instance with the same key. Every answer is recorded for the spec to judge.
 */

export interface Answer {
  api: string;
  path: string;
  /** HTTP status; 0 when no answer came (connection refused or reset: an instance down) */
  status: number;
  startedAt: number;
  endedAt: number;
  retryAfter: string | null;
  body: string;
}

export interface Placed {
  key: string;
  orderId: number;
  payment: 'cash_on_delivery' | 'digital_payment';
  redirect: string | null;
}

export interface LoadOptions {
  apis: string[];
  /** the grocery module's id (header moduleId) and what each order holds */
  moduleId: number;
  lines: { itemId: number; quantity: number }[];
  workers: number;
}

/** How often a client tries one request before giving up (with 0.5–2 s waits: well past a restart). */
const ATTEMPTS = 40;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ShopLoad {
  readonly answers: Answer[] = [];
  readonly placed: Placed[] = [];
  /** what a client could not get done (an unexpected 4xx, or no success after every attempt) */
  readonly problems: string[] = [];
  private stopping = false;
  private running: Promise<void>[] = [];

  constructor(private readonly options: LoadOptions) {}

  start(): void {
    this.running = Array.from({ length: this.options.workers }, (_, w) => this.worker(w));
  }

  /** Lets every worker finish the order it is on (retrying until it succeeds), then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  private async send(
    worker: number,
    path: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string; retried: boolean }> {
    const { apis, moduleId } = this.options;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const api = apis[(worker + attempt) % apis.length]!;
      const startedAt = Date.now();
      let answer: Answer;
      try {
        const res = await fetch(`${api}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            moduleId: String(moduleId),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        answer = {
          api,
          path,
          status: res.status,
          startedAt,
          endedAt: Date.now(),
          retryAfter: res.headers.get('retry-after'),
          body: await res.text(),
        };
      } catch (error) {
        answer = { api, path, status: 0, startedAt, endedAt: Date.now(), retryAfter: null, body: String(error) };
      }
      this.answers.push(answer);
      if (answer.status !== 503 && answer.status !== 0) return { ...answer, retried: attempt > 0 };
      const wait = Number(answer.retryAfter);
      await sleep(Number.isFinite(wait) && wait > 0 ? Math.min(wait, 2) * 1000 : 500);
    }
    throw new Error(`${path}: no answer but 503 or none after ${ATTEMPTS} attempts`);
  }

  private async expectOk(
    worker: number,
    path: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<unknown> {
    const res = await this.send(worker, path, body, token, headers);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.slice(0, 300)}`);
    return JSON.parse(res.body) as unknown;
  }

  /** A new customer; a sign-up whose answer was lost may have been saved: then the client signs in. */
  private async signUp(worker: number, n: number): Promise<string> {
    const stamp = `${Date.now()}${worker}${n}${Math.floor(Math.random() * 1e4)}`;
    const email = `fault${stamp}@example.com`;
    const password = 'secret123';
    const res = await this.send(worker, '/api/v1/auth/sign-up', {
      name: 'Fault Customer',
      email,
      phone: `+7702${stamp.slice(-7)}`,
      password,
      confirm_password: password,
    });
    if (res.status === 200) return (JSON.parse(res.body) as { token: string }).token;
    if (!res.retried) throw new Error(`sign-up answered ${res.status}: ${res.body.slice(0, 300)}`);
    const signedIn = (await this.expectOk(worker, '/api/v1/auth/login', {
      login_type: 'manual',
      email_or_phone: email,
      password,
    })) as { token: string };
    return signedIn.token;
  }

  private async worker(w: number): Promise<void> {
    let token: string | null = null;
    for (let i = 0; !this.stopping; i++) {
      try {
        if (!token || i % 4 === 0) token = await this.signUp(w, i);
        for (const line of this.options.lines)
          await this.expectOk(w, '/api/v1/customer/cart/add', { item_id: line.itemId, quantity: line.quantity }, token);
        const quote = (await this.expectOk(w, '/api/v1/customer/order/quote', { order_type: 'take_away' }, token)) as {
          order_amount: number;
        };
        const payment = i % 2 ? 'digital_payment' : 'cash_on_delivery';
        const key = `fault-${w}-${i}-${Math.random().toString(36).slice(2)}`;
        const placed = (await this.expectOk(
          w,
          '/api/v1/customer/order/place',
          {
            order_type: 'take_away',
            payment_method: payment,
            order_amount: quote.order_amount,
            contact_phone: '+77015550101',
          },
          token,
          { 'idempotency-key': key },
        )) as { order_id: number; redirect_link: string | null };
        this.placed.push({ key, orderId: placed.order_id, payment, redirect: placed.redirect_link });
      } catch (error) {
        this.problems.push(`worker ${w}: ${(error as Error).message}`);
        token = null; // start again with a new customer and an empty cart
        await sleep(200);
      }
    }
  }
}
