import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the value sent in cookies and links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored at rest: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
