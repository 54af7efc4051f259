import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../errors';
import { requestLang } from '../i18n';
import { viewOf } from '../present';
import { MessageBody, bearerSecurity, errorResponses } from '../schemas/common';
import {
  ApplicableCoupon,
  CancelOrderBody,
  Order,
  OrderList,
  OrderListQuery,
  OrderQuote,
  OrderQuoteBody,
  PlaceOrderBody,
  PlaceOrderResponse,
  PrescriptionUpload,
  ReviewOrderBody,
  TotalsChangedBody,
  TrackQuery,
} from '../schemas/orders';
import {
  applicableCoupons,
  cancelOrder,
  listOrders,
  ownOrder,
  reviewOrder,
  trackOrder,
} from '../services/orders/customer-orders';
import { checkedImage, saveUpload } from '../infra/media';
import { presentTotals } from '../services/orders/order-pricing';
import { presentOrder } from '../services/orders/order-present';
import { PRESCRIPTION_REQUIRED, placeOrder, quoteFor } from '../services/orders/place-order';
import { businessSettings } from '../services/catalog/settings';
import { cartOwner, prescriptionUploader } from '../services/carts/store-cart';
import { perClientLimit } from '../services/throttle';
import { signedUploadPath } from '../services/messages/upload-urls';
import { mediaBase } from '../model/media-urls';

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['orders'];
  const security = bearerSecurity;
  // per-client limit of the routes a stranger can hammer (guest tracking, prescription uploads)
  const perClient = perClientLimit(ctx);

  app.post(
    '/api/v1/customer/order/quote',
    {
      schema: {
        tags,
        summary: "Totals of the owner's cart for a delivery or take-away order (what checkout shows)",
        security,
        body: OrderQuoteBody,
        response: { 200: OrderQuote, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(ctx, request.info);
      const { quote } = await quoteFor(ctx, request.info, owner, request.body, await businessSettings(ctx));
      return presentTotals(quote, ctx.clock.now(), requestLang(request));
    },
  );

  app.post(
    '/api/v1/customer/order/place',
    {
      schema: {
        tags,
        summary:
          'Place the cart as an order: totals recomputed and compared, stock reserved, idempotent by Idempotency-Key',
        security,
        body: PlaceOrderBody,
        response: { 200: PlaceOrderResponse, 409: TotalsChangedBody, ...errorResponses },
      },
    },
    async (request) => placeOrder(ctx, request.info, request.body),
  );

  app.get(
    '/api/v1/customer/order/list',
    {
      schema: {
        tags,
        summary: "The signed-in customer's orders, newest first (guests have no history)",
        security,
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorResponses },
      },
    },
    async (request) => listOrders(ctx, request.info, viewOf(ctx, request.info), request.query),
  );

  app.get(
    '/api/v1/customer/order/details/:id',
    {
      schema: {
        tags,
        summary: "One of the customer's orders with lines, timeline and route",
        security,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request) =>
      presentOrder(ctx, viewOf(ctx, request.info), await ownOrder(ctx, request.info, request.params.id)),
  );

  app.get(
    '/api/v1/customer/order/track',
    {
      config: perClient,
      schema: {
        tags,
        summary:
          'Track an order: signed in (own orders) or by order id + contact phone (guests; limited per order and client)',
        security,
        querystring: TrackQuery,
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request) => {
      const { order_id, contact_number } = request.query;
      const order = await trackOrder(ctx, request.info, order_id, contact_number);
      return presentOrder(ctx, viewOf(ctx, request.info), order);
    },
  );

  app.put(
    '/api/v1/customer/order/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending or confirmed order with a reason; stock and wallet payments are returned',
        security,
        body: CancelOrderBody,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      await cancelOrder(ctx, request.info, request.body);
      return { message: 'Order canceled successfully' };
    },
  );

  app.post(
    '/api/v1/customer/order/review',
    {
      schema: {
        tags,
        summary: 'Review a delivered order: one rating for the store and each item, once',
        security,
        body: ReviewOrderBody,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      await reviewOrder(ctx, request.info, request.body);
      return { message: 'Review submitted successfully' };
    },
  );

  app.get(
    '/api/v1/customer/coupon/applicable',
    {
      schema: {
        tags,
        summary: 'Running coupons for the signed-in customer, with whether each applies to the current cart (SPEC §5)',
        security,
        response: { 200: Type.Array(ApplicableCoupon), ...errorResponses },
      },
    },
    async (request) => applicableCoupons(ctx, request.info, viewOf(ctx, request.info)),
  );

  app.post(
    '/api/v1/customer/order/prescription',
    {
      config: perClient,
      schema: {
        tags,
        summary:
          'Upload one prescription image (jpg, png, jpeg, gif; max 2 MB) for a pharmacy order: signed in, or a guest with a store cart',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: PrescriptionUpload, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await prescriptionUploader(ctx, request.info);
      const file = (request.body as { image?: unknown } | undefined)?.image;
      if (file === undefined || file === '') throw badRequest('image', PRESCRIPTION_REQUIRED);
      const { id } = await saveUpload(ctx, ctx.db, owner, 'prescription', checkedImage(file), ctx.clock.now());
      // private: the owner's URL is signed and short-lived (services/messages/upload-urls.ts)
      return { id, url: `${mediaBase(request, ctx.publicUrl)}${await signedUploadPath(ctx, id)}` };
    },
  );
};
