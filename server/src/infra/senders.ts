import type { Logger } from '../model/logger';
import type { Clock, MessageSender } from '../context';
import type { Db } from '../db/connect';
import type { OutboxRepository } from '../repositories/outbox';

/**
 * Writes a code to the `outbox` table (kind `code`), which the delivery worker (services/messages/outbox-worker.ts) sends.
 * Nothing reaches a sender that the outbound caps (services/messages/outbound.ts `admit`) did not admit.
 */
export function outboxSender(db: Db, outbox: OutboxRepository, clock: Clock): MessageSender {
  return {
    async send(message) {
      const { channel, recipient, subject, body, purpose, lang, code } = message;
      const now = clock.now();
      await outbox.insert(db, {
        channel,
        recipient,
        subject,
        body,
        purpose: purpose ?? null,
        kind: code ? 'code' : 'plain',
        payload: code
          ? { code: code.code, minutes: code.minutes, purpose, expires_at: code.expiresAt.toISOString() }
          : {},
        lang: lang ?? 'ru',
        user_id: null,
        next_attempt_at: now,
        lease_until: null,
        leased_by: null,
        last_error: null,
        sent_at: null,
        created_at: now,
      });
    },
  };
}

/** Demo mode: every message is also logged, code included, before it goes to the real sender. */
export function loggingSender(next: MessageSender, log: Logger): MessageSender {
  return {
    async send(message) {
      log.info({ channel: message.channel, recipient: message.recipient }, `demo OTP message: ${message.body}`);
      await next.send(message);
    },
  };
}
