import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import type { MessageSender } from '../context';
import type { OutboxRepository } from '../repositories/outbox';

/**
 * Writes messages to the `outbox` table; an SMS/mail relay (not part of this service) delivers them. Nothing reaches
 * a sender that the outbound caps (services/outbound.ts `deliver`) did not admit.
 */
export function outboxSender(db: Db, outbox: OutboxRepository): MessageSender {
  return {
    async send(message) {
      const { channel, recipient, subject, body, purpose } = message;
      await outbox.insert(db, { channel, recipient, subject, body, purpose: purpose ?? null });
    },
  };
}

/** Demo mode: every message is also logged, code included, before it goes to the real sender. */
export function loggingSender(next: MessageSender, log: FastifyBaseLogger): MessageSender {
  return {
    async send(message) {
      log.info({ channel: message.channel, recipient: message.recipient }, `demo OTP message: ${message.body}`);
      await next.send(message);
    },
  };
}
