import type { Db } from '../db/connect';
import type { MessageSender } from '../context';

/** Writes messages to the `outbox` table; an SMS/mail relay (not part of this service) delivers them. */
export function outboxSender(db: Db): MessageSender {
  return {
    async send(message) {
      await db.insertInto('outbox').values(message).execute();
    },
  };
}
