/**
 * E-mail over SMTP with nodemailer (issue 39), configured by SMTP_* and MAIL_FROM (env.ts). One pooled connection
 * or two per instance; every wait is bounded, so an attempt ends well inside the worker's lease. A refusal the
 * server means for good (a 5xx reply to the envelope or the message: no such mailbox, rejected content) fails the
 * message at once; anything else (no connection, a timeout, 4xx, a failed sign-in) is tried again later.
 */
import nodemailer from 'nodemailer';

export type SmtpTls = 'starttls' | 'tls' | 'none';

export interface SmtpSettings {
  host: string;
  port: number;
  /** starttls: plain connect, STARTTLS required (587); tls: TLS from the first byte (465); none: no TLS */
  tls: SmtpTls;
  user?: string;
  password?: string;
  /** the From header: `Name <address>` or an address */
  from: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<…@…>`: the same for every attempt of one outbox row, so a duplicate is recognisable */
  messageId: string;
}

export interface MailTransport {
  send(mail: MailMessage): Promise<void>;
  /** whether the server answers (start-up check; never stops the start) */
  verify(): Promise<void>;
  close(): void;
}

/** A failed attempt; `permanent` when trying again cannot help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** How long one SMTP step may wait (connect, greeting, a reply). */
export const SMTP_TIMEOUT_MS = 15_000;

export function smtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tls === 'tls',
    requireTLS: settings.tls === 'starttls',
    ignoreTLS: settings.tls === 'none',
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    async verify() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}

/** nodemailer's error as a DeliveryError: 5xx to the envelope or the message is permanent, the rest is retried. */
export function smtpFailure(error: unknown): DeliveryError {
  const e = error as { message?: string; responseCode?: number; code?: string; response?: string };
  const reply = e.responseCode ? ` (${e.responseCode}${e.response ? ` ${e.response.slice(0, 200)}` : ''})` : '';
  const message = `${e.code ?? 'SMTP'}: ${e.message ?? String(error)}${reply}`.slice(0, 500);
  const permanent =
    e.responseCode !== undefined &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    (e.code === 'EENVELOPE' || e.code === 'EMESSAGE');
  return new DeliveryError(message, permanent);
}
