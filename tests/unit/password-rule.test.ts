// Issue 35 point 5: a weak password at sign-up was told only in a toast. The form now checks it with
// the same rule as the server, so the two never disagree.
import { expect, test } from 'vitest';
import { isStrongPassword } from '@shared/auth-rules';
import { passwordSchema } from '@shared/auth';

test.each([
  'abc',
  '12345678',
  'abcdefgh',
  'segredo1',
  'senha com espaço 9',
  'ção12345',
  'a1'.repeat(129),
  'a1'.repeat(128),
])('%s: the form and the server agree', (value) => {
  expect(isStrongPassword(value)).toBe(passwordSchema.safeParse(value).success);
});
