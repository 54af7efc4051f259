import type { SiteConfig } from '@mart/bus';
import { formatPrice } from '@mart/domain';
import { priceFormatOf } from '@mart/ui';

const on = (v: unknown) => v === 1 || v === true || v === '1';

/** The config flags the account pages read (SPEC §3), in one place. */
export function accountFlags(c: SiteConfig | null) {
  const login = (c?.centralize_login ?? {}) as Record<string, unknown>;
  return {
    wallet: on(c?.customer_wallet_status),
    loyalty: on(c?.loyalty_point_status),
    referral: on(c?.ref_earning_status),
    manualLogin: on(login.manual_login_status),
    phoneVerification: on(login.phone_verification_status),
    emailVerification: on(login.email_verification_status),
    firebaseOtp: on(c?.firebase_otp_verification),
    refundPolicy: on(c?.refund_policy_status ?? c?.refund_policy),
    cancellationPolicy: on(c?.cancellation_policy_status ?? c?.cancellation_policy),
    shippingPolicy: on(c?.shipping_policy_status ?? c?.shipping_policy),
  };
}

/** Money as the site shows it: symbol side and decimals from config. */
export function money(c: SiteConfig | null, amount: number): string {
  return formatPrice(amount, priceFormatOf(c));
}
