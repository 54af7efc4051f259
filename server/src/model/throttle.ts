/** Per-account throttles (services/throttle.ts): which counts exist and how strict each is by default. */
export type ThrottleScope =
  | 'login'
  | 'current-password'
  | 'otp-send'
  | 'otp-verify'
  | 'forgot-password'
  | 'reset-password'
  | 'registration'
  | 'order-track';

export interface ThrottleRule {
  /** attempts per window of one client (or one known device or session) on one account */
  max: number;
  windowMs: number;
  blockMs: number;
  maxBlockMs: number;
  /** attempts per window on one account by unknown clients together; unset: no account-wide count */
  accountMax?: number;
  /** attempts per window of one unknown client across accounts; unset: none */
  clientMax?: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const THROTTLE_RULES: Record<ThrottleScope, ThrottleRule> = {
  login: { max: 5, accountMax: 20, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
  // a signed-in session confirming its password (profile changes): its own count, whatever sign-ins do
  'current-password': { max: 5, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
  // sends cost money: the outbound caps (services/messages/outbound.ts) also count them per contact, whoever asks
  'otp-send': { max: 3, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE, maxBlockMs: DAY },
  // two codes' worth: each code itself is burnt after its 5 wrong guesses (services/accounts/otp.ts)
  'otp-verify': { max: 10, accountMax: 30, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
  'forgot-password': { max: 3, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE, maxBlockMs: DAY },
  'reset-password': { max: 5, accountMax: 20, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
  registration: { max: 3, accountMax: 10, windowMs: 60 * MINUTE, blockMs: 10 * MINUTE, maxBlockMs: DAY },
  // phone proofs of guest orders and trips (track pages and their live streams share it)
  'order-track': { max: 5, accountMax: 30, clientMax: 20, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
};

/** The default rules with a deployment's (or a test's) overrides. */
export function throttleRules(
  overrides: Partial<Record<ThrottleScope, Partial<ThrottleRule>>> = {},
): Record<ThrottleScope, ThrottleRule> {
  const scopes = Object.keys(THROTTLE_RULES) as ThrottleScope[];
  return Object.fromEntries(scopes.map((s) => [s, { ...THROTTLE_RULES[s], ...overrides[s] }])) as Record<
    ThrottleScope,
    ThrottleRule
  >;
}
