// The client instance is the page's singleton (@mart/api-runtime); the typed endpoints are bundled into each app
// that calls them, so a remote can ship a new endpoint without the shell being rebuilt.
export * from '@mart/api-runtime';
export * from './endpoints/config';
export * from './endpoints/auth';
export * from './endpoints/profile';
export * from './endpoints/addresses';
export * from './endpoints/wishlist';
export * from './endpoints/wallet';
export * from './endpoints/loyalty';
export * from './endpoints/chat';
export * from './endpoints/registrations';
export * from './endpoints/vehicles';
export * from './endpoints/catalog';
export * from './endpoints/store-cart';
export * from './endpoints/orders';
export * from './endpoints/parcel';
export * from './endpoints/pricing';
export * from './endpoints/live';
export * from './endpoints/push';
export * from './queries/account';
export * from './queries/orders';
export * from './queries/site';
export * from './page-cookies';
export * from './request-keys';
export * from './guest-address';
