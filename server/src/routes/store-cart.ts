import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { viewOf } from '../present';
import { ErrorBody, MessageBody, bearerSecurity, errorResponses } from '../schemas/common';
import {
  GuestQuery,
  MergeGuestBody,
  RemoveLinesQuery,
  StoreCartAddBody,
  StoreCartList,
  StoreCartUpdateBody,
} from '../schemas/store-cart';
import { cartOwner } from '../services/carts/store-cart';
import {
  addCartLine,
  clearCart,
  mergeGuestCart,
  removeCartLine,
  removeCartLines,
  updateCartLine,
} from '../services/carts/store-cart-edit';
import { presentCart } from '../services/carts/store-cart-rows';
import type { Caller } from '../model/caller';

export const storeCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['store-cart'];
  const security = bearerSecurity;
  /** Changes the owner's cart, then answers it as it now is. */
  async function changeThenList(request: FastifyRequest, change: (owner: Caller) => Promise<unknown>) {
    const owner = await cartOwner(ctx, request.info);
    await change(owner);
    return presentCart(ctx, viewOf(ctx, request.info), owner);
  }

  app.post(
    '/api/v1/customer/cart/add',
    {
      schema: {
        tags,
        summary: 'Add an item to the store cart (token or guest_id); the server prices it; one store per cart',
        security,
        body: StoreCartAddBody,
        response: {
          200: StoreCartList,
          409: ErrorBody,
          ...errorResponses,
        },
      },
    },
    async (request) => addCartLine(ctx, viewOf(ctx, request.info), await cartOwner(ctx, request.info), request.body),
  );

  app.post(
    '/api/v1/customer/cart/update',
    {
      schema: {
        tags,
        summary: "Change a cart line's quantity, variations or add-ons ('No changes found to update.' when identical)",
        security,
        body: StoreCartUpdateBody,
        response: { 200: StoreCartList, ...errorResponses },
      },
    },
    async (request) => updateCartLine(ctx, viewOf(ctx, request.info), await cartOwner(ctx, request.info), request.body),
  );

  app.get(
    '/api/v1/customer/cart/list',
    {
      schema: {
        tags,
        summary: "The owner's store cart, priced now",
        security,
        querystring: GuestQuery,
        response: { 200: StoreCartList, ...errorResponses },
      },
    },
    async (request) => presentCart(ctx, viewOf(ctx, request.info), await cartOwner(ctx, request.info)),
  );

  app.delete(
    '/api/v1/customer/cart/remove-item/:id',
    {
      schema: {
        tags,
        summary: 'Remove one cart line',
        security,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        querystring: GuestQuery,
        response: { 200: StoreCartList, ...errorResponses },
      },
    },
    async (request) => changeThenList(request, (owner) => removeCartLine(ctx, owner, request.params.id)),
  );

  app.delete(
    '/api/v1/customer/cart/remove-multiple',
    {
      schema: {
        tags,
        summary: "Remove several cart lines (cart_ids as a JSON array or comma list); all must be the owner's",
        security,
        querystring: RemoveLinesQuery,
        response: { 200: StoreCartList, ...errorResponses },
      },
    },
    async (request) => changeThenList(request, (owner) => removeCartLines(ctx, owner, request.query.cart_ids)),
  );

  app.delete(
    '/api/v1/customer/cart/remove',
    {
      schema: {
        tags,
        summary: "Clear the owner's store cart",
        security,
        querystring: GuestQuery,
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      await clearCart(ctx, await cartOwner(ctx, request.info));
      return { message: 'Cart cleared.' };
    },
  );

  // a signed-in customer takes their guest cart along (issue 4: merge; the one-store rule decides conflicts)
  app.post(
    '/api/v1/customer/cart/merge-guest',
    {
      schema: {
        tags,
        summary:
          "Move a guest's store cart into the signed-in customer's cart (kept when the stores differ: the guest cart wins)",
        security,
        body: MergeGuestBody,
        response: { 200: StoreCartList, ...errorResponses },
      },
    },
    async (request) =>
      changeThenList(request, (owner) => mergeGuestCart(ctx, viewOf(ctx, request.info), owner, request.body.guest_id)),
  );
};
