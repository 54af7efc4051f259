import { Type } from '@sinclair/typebox';
import { Named } from './common';

/**
 * The data of each server-sent event on the live streams (routes/live.ts). The route's answer is a
 * `text/event-stream` string, so these are named here to reach @mart/api-types: the client types its events from
 * them and `gen:api-types --check` fails when the two drift.
 */
export const LiveStatus = Named(
  'LiveStatus',
  Type.Object({
    id: Type.Integer(),
    status: Type.String(),
    payment_status: Type.String(),
  }),
);

/** The inbox stream's first event, sent once it is open. */
export const LiveReady = Named('LiveReady', Type.Object({ ready: Type.Literal(true) }));
/** The inbox stream's event for each new message in one of the customer's conversations. */
export const LiveMessage = Named('LiveMessage', Type.Object({ id: Type.Integer(), conversation_id: Type.Integer() }));
