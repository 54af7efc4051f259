/**
 * Private uploads (prescriptions) are read by their owner and by the store their order went to, never by whoever
 * holds the bare URL. An <img> cannot send a Bearer header, so those two are handed a short-lived signed URL:
 * `/storage/uploads/<id>?expires=<unix s>&signature=<HMAC-SHA256 of id and expiry>`, the key kept in the database
 * (server_secrets `upload-urls`, one for every instance). The owner gets one with each upload; the store through the
 * operator API (routes/operator.ts). Without a valid signature the owner's own credentials still read it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { sharedSecret } from '../../infra/shared-secrets';

/** How long a signed URL reads its file: enough to show it, short enough that a leaked URL soon reads nothing. */
export const SIGNED_UPLOAD_URL_TTL_MS = 15 * 60_000;

const KEY_NAME = 'upload-urls';
const signingKey = async (ctx: AppContext) => Buffer.from(await sharedSecret(ctx, KEY_NAME), 'base64url');

const mac = (key: Buffer, id: string, expires: number) =>
  createHmac('sha256', key).update(`${id}\n${expires}`).digest('base64url');

/** The path of `id` that reads it for SIGNED_UPLOAD_URL_TTL_MS from now. */
export async function signedUploadPath(ctx: AppContext, id: string): Promise<string> {
  const expires = Math.floor((ctx.clock.now().getTime() + SIGNED_UPLOAD_URL_TTL_MS) / 1000);
  const signature = mac(await signingKey(ctx), id, expires);
  return `/storage/uploads/${id}?${new URLSearchParams({ expires: String(expires), signature }).toString()}`;
}

/** Whether `expires` and `signature` (from the query) are ours for `id` and still running. */
export async function validUploadSignature(
  ctx: AppContext,
  id: string,
  expires: number | undefined,
  signature: string | undefined,
): Promise<boolean> {
  if (expires === undefined || !signature) return false;
  const now = ctx.clock.now().getTime();
  // no longer than we ever sign for: a changed TTL cannot leave older, longer URLs working
  if (expires * 1000 <= now || expires * 1000 > now + SIGNED_UPLOAD_URL_TTL_MS + 60_000) return false;
  const expected = Buffer.from(mac(await signingKey(ctx), id, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The store's view of an order's prescriptions (operator API): signed URLs of exactly those the order carries. */
export async function orderPrescriptions(ctx: AppContext, orderId: number, base: string) {
  const order = await ctx.repos.orders.byId(ctx.db, orderId);
  if (!order) throw notFound('Order');
  const ids: string[] = Array.isArray(order.prescription) ? order.prescription : [];
  return {
    order_id: order.id,
    store_id: order.store_id,
    prescriptions: await Promise.all(ids.map(async (id) => ({ id, url: `${base}${await signedUploadPath(ctx, id)}` }))),
  };
}
