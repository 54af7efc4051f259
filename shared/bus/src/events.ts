// Every value and request that crosses from one app to another. EVENTS.md documents each; changing a field's
// meaning or removing one is a contract break (bump "martContract" major in package.json).

export type Language = string; // 'ru' | 'kz' | 'en', or a stored RTL code that falls back to en
export type ThemeMode = 'light' | 'dark';

export interface AuthState {
  token: string | null;
  profile: Profile | null;
}

export interface Profile {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  image_full_url?: string | null;
  is_phone_verified?: number;
  is_email_verified?: number;
}

export interface LocationState {
  address: string;
  lat: number;
  lng: number;
  zoneIds: number[];
  /** the address record when a saved one was chosen */
  addressId?: number;
}

export interface SelectedModule {
  id: number;
  module_type: string;
  module_name: string;
  icon_full_url?: string;
}

export interface CartCounts {
  store: number;
  rental: number;
  carmarket: number;
}

/** Site config as loaded by the shell from GET /api/v1/config (kept structural: apps read what they need). */
export type SiteConfig = Record<string, unknown> & {
  currency_symbol?: string;
  currency_symbol_direction?: 'left' | 'right';
  digit_after_decimal_point?: number;
  guest_checkout_status?: number;
  business_name?: string;
};

/** Values: a late subscriber gets the current one at once. */
export interface BusState {
  auth: AuthState;
  guestId: string | null;
  location: LocationState | null;
  module: SelectedModule | null;
  modules: SelectedModule[];
  language: Language;
  theme: ThemeMode;
  config: SiteConfig | null;
  cartCounts: CartCounts;
  wishlistCount: number;
  /** what each mounted remote reports of its own build (operators compare it with the registry) */
  remoteBuilds: Record<string, RemoteBuild>;
}

export interface RemoteBuild {
  name: string;
  packageVersion: string;
  builtAt: string;
  label?: string;
}

/** Requests: fire-and-forget commands; only subscribers present at the time see them. */
export type BusRequest =
  | { type: 'open-sign-in'; view?: 'sign-in' | 'sign-up' }
  | { type: 'open-guest-prompt'; then: string }
  | { type: 'open-cart-drawer' }
  | { type: 'open-trip-cart'; flavour: 'rental' | 'carmarket' }
  | { type: 'open-wishlist' }
  | { type: 'open-location-picker' }
  | { type: 'open-module-picker' }
  | { type: 'logout' }
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'toast'; level: 'success' | 'error' | 'info' | 'warning'; message: string; duration?: number }
  | { type: 'refresh'; what: 'cart' | 'profile' | 'wishlist' | 'addresses' };
