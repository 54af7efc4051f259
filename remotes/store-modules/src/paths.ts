// The store remote's routes, read by the router (StoreModulesApp) and by the early start of a page's data
// (route-prefetch.ts), so the two never disagree about which page a path is.
export const PATHS = {
  latestStores: '/store/latest',
  popularStores: '/store/popular',
  store: '/store/:id',
  categories: '/categories',
  category: '/category/:id',
  product: '/product/:id',
  checkout: '/checkout',
  trackOrder: '/track-order',
  myOrders: '/my-orders',
  parcel: '/parcel',
} as const;
