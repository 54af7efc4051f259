import { Type } from '@sinclair/typebox';
import { Messages, Named, Nullable } from './common';

const ENDPOINT_INVALID = 'The push subscription endpoint is not at a known push service.';
const KEYS_INVALID = 'The push subscription keys are not valid.';

/** The server's VAPID public key: the browser subscribes with it (PushManager applicationServerKey). */
export const PushKey = Named('PushKey', Type.Object({ public_key: Type.String() }));

/** A browser's PushSubscription as `toJSON()` gives it: the customer's push token (SPEC §7). */
export const PushTokenBody = Named(
  'PushTokenBody',
  Type.Object({
    endpoint: Type.String({ minLength: 8, maxLength: 1000, ...Messages({ default: ENDPOINT_INVALID }) }),
    keys: Type.Object({
      p256dh: Type.String({
        minLength: 80,
        maxLength: 100,
        pattern: '^[A-Za-z0-9_-]+=*$',
        ...Messages({ default: KEYS_INVALID }),
      }),
      auth: Type.String({
        minLength: 16,
        maxLength: 32,
        pattern: '^[A-Za-z0-9_-]+=*$',
        ...Messages({ default: KEYS_INVALID }),
      }),
    }),
    expirationTime: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
  }),
);

/**
 * A rotated subscription (the service worker's pushsubscriptionchange): the new one, and as proof of holding the old
 * one its endpoint and auth secret, which only that browser and this server know (the push service never sees the
 * auth secret).
 */
export const PushTokenRenewBody = Named(
  'PushTokenRenewBody',
  Type.Object({
    old_endpoint: Type.String({ minLength: 8, maxLength: 1000, ...Messages({ default: ENDPOINT_INVALID }) }),
    old_auth: Type.String({
      minLength: 16,
      maxLength: 32,
      pattern: '^[A-Za-z0-9_-]+=*$',
      ...Messages({ default: KEYS_INVALID }),
    }),
    subscription: PushTokenBody,
  }),
);

export const PushTokenRemoveBody = Named(
  'PushTokenRemoveBody',
  Type.Object({ endpoint: Type.String({ minLength: 8, maxLength: 1000, ...Messages({ default: ENDPOINT_INVALID }) }) }),
);
