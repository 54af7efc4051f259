import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Tokens and OTP codes are stored only as SHA-256 digests: a leaked table does not grant sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
