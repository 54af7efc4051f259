/**
 * A local mail catcher: a real SMTP server (smtp-server, parsed with mailparser) on loopback that keeps every mail
 * it is sent (issue 39). `npm start` runs one for the demo (mail-catcher-main.ts: the mails go to the demo mailbox
 * folder the demo page shows); the tests run one to read what the API sent, as a mailbox would receive it. Never
 * part of the API's build: only scripts and tests import it.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { storeInDemoMailbox } from '../infra/demo-mailbox';

export interface CaughtMail {
  /** the envelope's recipients */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Map<string, unknown>;
}

export interface MailCatcherOptions {
  host?: string;
  port?: number;
  /** the demo mailbox folder every mail is also written to */
  dir?: string;
  /**
   * An SMTP error for a recipient (`{ code: 451, message }` to refuse it for now, 550 for good), or null to take it:
   * tests make a server that fails.
   */
  refuse?: (recipient: string) => { code: number; message: string } | null;
  /** waits this long after the recipients before it takes the message: a slow server, for the kill test */
  delayMs?: number;
}

export interface MailCatcher {
  port: number;
  /** every mail taken, oldest first */
  mails: CaughtMail[];
  /** the first mail (already caught, or the next) `match` accepts; rejects after `timeoutMs` */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // a client may sign in (a deployment's SMTP_USER): any name and password is taken
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refused = options.refuse?.(address.address);
      const go = () =>
        callback(refused ? Object.assign(new Error(refused.message), { responseCode: refused.code }) : null);
      if (options.delayMs) setTimeout(go, options.delayMs);
      else go();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: addressesOf(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers,
          };
          if (options.dir) {
            for (const to of mail.to)
              await storeInDemoMailbox(options.dir, {
                channel: 'email',
                to,
                from: mail.from,
                subject: mail.subject,
                text: mail.text,
                html: mail.html,
                message_id: mail.messageId,
              });
          }
          mails.push(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  // a client that drops its connection is no error of the catcher's
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such mail within ${timeoutMs} ms (${mails.length} caught)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
