/** @mart/domain: the marketplace's business rules, pure and framework-free, for the browser and the server. */
export * from './constants';
export * from './messages';
export * from './types';
export * from './fields';
export * from './money';
export * from './discount';
export * from './tax';
export * from './delivery';
export * from './coupon';
export * from './cart-item';
export * from './order-totals';
export * from './vehicle';
export * from './trip';
export * from './login-result';
export * from './contact';
export * from './upload';
export * from './schemas';
