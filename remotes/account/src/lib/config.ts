import type { SiteConfig } from '@mart/bus';
import { configOn } from '@mart/domain';

/** The config flags the account pages read (SPEC §3), in one place. */
export function accountFlags(c: SiteConfig | null) {
  const login = (c?.centralize_login ?? {}) as Record<string, unknown>;
  return {
    wallet: configOn(c?.customer_wallet_status),
    loyalty: configOn(c?.loyalty_point_status),
    referral: configOn(c?.ref_earning_status),
    manualLogin: configOn(login.manual_login_status),
    phoneVerification: configOn(login.phone_verification_status),
    emailVerification: configOn(login.email_verification_status),
    firebaseOtp: configOn(c?.firebase_otp_verification),
    refundPolicy: configOn(c?.refund_policy_status ?? c?.refund_policy),
    cancellationPolicy: configOn(c?.cancellation_policy_status ?? c?.cancellation_policy),
    shippingPolicy: configOn(c?.shipping_policy_status ?? c?.shipping_policy),
  };
}
