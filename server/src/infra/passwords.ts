import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { badRequest } from '../errors';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt minimum (N=2^17, r=8, p=1): 128 MB and a few hundred ms per hash, which is what makes a stolen
 * table slow to guess. Tests inject a lower cost through buildApp's `passwordCost`.
 */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

// scrypt needs 128·N·r bytes; Node refuses anything above 32 MB unless maxmem says otherwise.
const options = (cost: ScryptCost): ScryptOptions => ({ ...cost, maxmem: 256 * cost.N * cost.r });

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, options(cost), (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Stored as `scrypt$N$r$p$salt$hash`: the cost travels with the hash, so it can be raised without a reset. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string | null | undefined): StoredHash | null {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

// One hash per cost to compare against when there is no account or no password: the same scrypt work is done,
// so "unknown account" answers no sooner than "wrong password".
const dummies = new Map<string, Promise<StoredHash>>();
function dummyHash(cost: ScryptCost): Promise<StoredHash> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('base64'), cost).then((h) => parse(h)!);
    dummies.set(key, dummy);
  }
  return dummy;
}

/**
 * Whether `password` matches `stored`. Without a usable stored hash (no account, a social-only account) a dummy
 * hash at `cost` is checked instead and the answer is false, in the time a real check takes.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: ScryptCost = OWASP_SCRYPT,
): Promise<boolean> {
  const parsed = parse(stored);
  const target = parsed ?? (await dummyHash(cost));
  const key = await derive(password, target.salt, target.cost);
  const same = key.length === target.hash.length && timingSafeEqual(key, target.hash);
  return parsed !== null && same;
}

/** A hash stored at a lower cost than `cost` (the next successful sign-in stores it again at `cost`). */
export function needsRehash(stored: string | null | undefined, cost: ScryptCost): boolean {
  const parsed = parse(stored);
  return parsed !== null && (parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p);
}

/** A new password and its confirmation, when one is asked for, must be the same (sign-up, reset, profile). */
export function checkConfirmed(body: { password?: string; confirm_password?: string }): void {
  if (body.confirm_password !== undefined && body.confirm_password !== body.password)
    throw badRequest('confirm_password', 'Passwords must match');
}
