/**
 * Texts (SMS) through a provider chosen by SMS_PROVIDER (issue 39).
 *
 * - `smsc`: SMSC (smsc.kz for Kazakhstan, smsc.ru for Russia: one HTTP API, `SMSC_URL` picks the host), from its
 *   public HTTP API documentation: `POST <SMSC_URL>/sys/send.php` with `login`, `psw`, `phones`, `mes`, `id`,
 *   `sender`, `charset=utf-8` and `fmt=3` (a JSON answer: `{"id":…,"cnt":…}`, or `{"error":…,"error_code":…}`); a
 *   POSTed form keeps the password out of URLs and logs. Our outbox id goes as `id`, so `status.php` (same
 *   parameters, `phone` and `id`) can tell whether SMSC already has a message whose first attempt was interrupted
 *   (status -3: not found) before it is sent again.
 * - `demo` (demo mode only): the text lands in the demo mailbox (infra/demo-mailbox.ts) for the demo page.
 */
import { DeliveryError } from './mail-transport';
import { storeInDemoMailbox } from './demo-mailbox';

export interface TextMessage {
  /** the phone number as the customer gave it (+7…) */
  to: string;
  text: string;
  /** the outbox id: the same for every attempt */
  id: string;
}

export interface TextProvider {
  name: string;
  send(message: TextMessage): Promise<void>;
  /** whether the provider already took this message (asked before re-sending one whose attempt was interrupted) */
  alreadyAccepted?(message: TextMessage): Promise<boolean>;
}

export interface SmscSettings {
  /** https://smsc.kz or https://smsc.ru (or a test server): the API is under /sys/ */
  url: string;
  login: string;
  password: string;
  /** the sender name registered with SMSC; the account's default when unset */
  sender?: string;
}

/** How long one request to the provider may take. */
export const TEXT_TIMEOUT_MS = 15_000;

/**
 * SMSC's send errors (error_code) that trying again cannot cure: 6 the message is forbidden (its text or sender
 * name), 7 the number is malformed, 8 the message cannot be delivered to that number. The others (1 parameters,
 * 2 login, 3 funds, 4 IP blocked for errors, 9 too many identical or parallel requests) are retried: money, access
 * and pace can be fixed by the operator or by time.
 */
const SMSC_PERMANENT = new Set([6, 7, 8]);

/** The digits SMSC wants in `phones`: the number without its plus, spaces or dashes. */
const smscPhone = (phone: string) => phone.replace(/[^\d]/g, '');

export function smscProvider(settings: SmscSettings): TextProvider {
  const base = settings.url.replace(/\/+$/, '');
  async function call(path: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
    const form = new URLSearchParams({
      login: settings.login,
      psw: settings.password,
      ...fields,
      charset: 'utf-8',
      fmt: '3',
    });
    let res: Response;
    try {
      res = await fetch(`${base}/sys/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: form.toString(),
        signal: AbortSignal.timeout(TEXT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(`SMSC unreachable: ${(error as Error).message}`, false);
    }
    if (!res.ok) throw new DeliveryError(`SMSC answered HTTP ${res.status}`, false);
    try {
      return (await res.json()) as Record<string, unknown>;
    } catch {
      throw new DeliveryError('SMSC answered something that is not JSON', false);
    }
  }
  return {
    name: 'smsc',
    async send(message) {
      const answer = await call('send.php', {
        phones: smscPhone(message.to),
        mes: message.text,
        id: message.id,
        ...(settings.sender ? { sender: settings.sender } : {}),
      });
      if (answer.error !== undefined || answer.error_code !== undefined) {
        const code = Number(answer.error_code);
        throw new DeliveryError(`SMSC error ${code}: ${String(answer.error)}`, SMSC_PERMANENT.has(code));
      }
      if (answer.id === undefined) throw new DeliveryError('SMSC answered without an id', false);
    },
    async alreadyAccepted(message) {
      const answer = await call('status.php', { phone: smscPhone(message.to), id: message.id });
      if (answer.error !== undefined || answer.error_code !== undefined) {
        throw new DeliveryError(`SMSC status error ${String(answer.error_code)}: ${String(answer.error)}`, false);
      }
      // -3: "message not found"; any other status means SMSC took it (queued, sent, delivered or refused later)
      return Number(answer.status) !== -3;
    },
  };
}

/** Demo mode: the text is kept in the demo mailbox folder, where the demo page shows it. */
export function demoTextProvider(mailboxDir: string): TextProvider {
  return {
    name: 'demo',
    async send(message) {
      await storeInDemoMailbox(mailboxDir, {
        channel: 'phone',
        to: message.to,
        from: null,
        subject: null,
        text: message.text,
        html: null,
        message_id: `text-${message.id}`,
      });
    },
  };
}
