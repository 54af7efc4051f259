import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { Id, bearerSecurity, errorResponses, named } from '../schemas/common';
import { LiveMessage, LiveReady, LiveStatus } from '../schemas/live';
import type { LiveEvent } from '../infra/live-events';
import { optionalUser, ownedBy, requireUser } from '../services/accounts/sessions';
import { provenByPhone } from '../services/accounts/phone-proof';

/** The `contact-number` header a guest proves an order or trip with, if sent. */
const contactNumber = (request: FastifyRequest): string | undefined => {
  const header = request.headers['contact-number'];
  return Array.isArray(header) ? header[0] : header;
};

/** Keeps proxies from closing an idle stream, and notices a customer who left. */
const HEARTBEAT_MS = 15_000;

/**
 * A server-sent event stream: `first` is sent at once (the state now, so a page that reconnects is current),
 * then every event `pick` keeps, until the customer goes away. When the instance listens again after a lost
 * database connection (a `resync`), `reread` sends the state as it is now, since changes meanwhile went unheard;
 * if it cannot be read the stream ends and the page reconnects. CORS headers set by the hooks are copied, since
 * the reply is written directly.
 */
function stream<T>(
  open: Set<() => void>,
  request: FastifyRequest,
  reply: FastifyReply,
  first: T,
  pick: (event: LiveEvent) => T | undefined,
  reread: () => Promise<T>,
): void {
  const { live } = request.server.ctx;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (data: T) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send(first);
  const unsubscribe = live.subscribe((event) => {
    if (event.topic === 'resync') {
      reread().then(send, close);
      return;
    }
    const data = pick(event);
    if (data !== undefined) send(data);
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(close);
  };
  const close = () => {
    end();
    res.end();
  };
  open.add(close);
  request.raw.on('close', end);
}

/** The route schema of a stream whose events are `event` (a named schema: @mart/api-types carries its type). */
const sse = (summary: string, event: TSchema) => ({
  tags: ['live'],
  summary,
  security: bearerSecurity,
  response: {
    200: Type.String({ description: `text/event-stream of ${named.get(event) ?? 'JSON'} events` }),
    ...errorResponses,
  },
});
const byId = { params: Type.Object({ id: Id('id') }) };

type Status = Static<typeof LiveStatus>;
/** The event of an order's or a trip's status stream for a change of that one order or trip. */
const statusChange =
  (topic: 'order' | 'trip', id: number) =>
  (e: LiveEvent): Status | undefined =>
    e.topic === topic && e.id === id ? { id: e.id, status: e.status, payment_status: e.payment_status } : undefined;

/**
 * Live updates (issue 25): tracking pages and the inbox follow their order, trip or conversations as they change,
 * whichever API instance the change went through. Each stream checks ownership as its page's own read does.
 */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // streams never end by themselves: a shutting-down instance ends them before it stops listening
  const open = new Set<() => void>();
  ctx.metrics.countLiveStreams(() => open.size);
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get(
    '/api/v1/customer/order/:id/live',
    {
      schema: {
        ...sse(
          "An order's status as it changes (server-sent events): its owner, a guest by guest-id or contact-number header",
          LiveStatus,
        ),
        ...byId,
      },
    },
    async (request, reply) => {
      const user = await optionalUser(ctx, request.info);
      const order = await app.repos.orders.byId(ctx.db, request.params.id);
      const own = order !== undefined && ownedBy(user, request.info.guestId, order);
      const phone = contactNumber(request);
      // a phone proof opens guest orders only, counted with the order page's (track) in one throttle
      const record = order && { user_id: order.user_id, phone: order.contact_phone };
      const proven =
        !own &&
        phone !== undefined &&
        (await provenByPhone(ctx, request.info, `order:${request.params.id}`, phone, record));
      if (!order || !(own || proven)) throw notFound('Order');
      const now: Status = { id: order.id, status: order.order_status, payment_status: order.payment_status };
      stream(open, request, reply, now, statusChange('order', order.id), async () => {
        const o = (await app.repos.orders.byId(ctx.db, order.id)) ?? order;
        return { id: o.id, status: o.order_status, payment_status: o.payment_status };
      });
    },
  );

  app.get(
    '/api/v1/customer/trip/:id/live',
    {
      schema: {
        ...sse(
          "A trip's status as it changes (server-sent events): its owner, a guest by guest-id or contact-number header",
          LiveStatus,
        ),
        ...byId,
      },
    },
    async (request, reply) => {
      const user = await optionalUser(ctx, request.info);
      const trip = await app.repos.trips.byId(ctx.db, null, request.params.id);
      const own = trip !== undefined && ownedBy(user, request.info.guestId, trip);
      const phone = contactNumber(request);
      // a phone proof counts against the same per-trip throttle as Track Trip itself
      const subject = `${trip?.module_type ?? 'rental'}-trip:${request.params.id}`;
      const record = trip && { user_id: trip.user_id, phone: trip.contact?.contact_person_number };
      const proven = !own && phone !== undefined && (await provenByPhone(ctx, request.info, subject, phone, record));
      if (!trip || !(own || proven)) throw notFound('Trip');
      const now: Status = { id: trip.id, status: trip.status, payment_status: trip.payment_status };
      stream(open, request, reply, now, statusChange('trip', trip.id), async () => {
        const t = (await app.repos.trips.byId(ctx.db, null, trip.id)) ?? trip;
        return { id: t.id, status: t.status, payment_status: t.payment_status };
      });
    },
  );

  app.get(
    '/api/v1/customer/message/live',
    { schema: sse("New messages in the signed-in customer's conversations (server-sent events)", LiveMessage) },
    async (request, reply) => {
      const user = await requireUser(ctx, request.info);
      stream<Static<typeof LiveReady> | Static<typeof LiveMessage>>(
        open,
        request,
        reply,
        { ready: true },
        (e) =>
          e.topic === 'message' && e.user_id === user.id ? { id: e.id, conversation_id: e.conversation_id } : undefined,
        // following again: a message meanwhile was not heard; `ready` again tells the page the stream restarted
        async () => ({ ready: true as const }),
      );
    },
  );
};
