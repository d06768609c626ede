// @vitest-environment node
// Decision 0127: a backdrop blur on the sticky bars cost ~250 ms of Lighthouse's TBT on `/` at the
// reference phone (the page under the bar is blurred again in every frame that paints it). No
// component asks for one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../src/app');

test('no component of the app uses a backdrop filter', () => {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx?|css)$/.test(f));
  const found = files.filter((f) =>
    /backdrop-(blur|filter|brightness|saturate)/.test(readFileSync(path.join(root, f), 'utf8')),
  );
  expect(found).toEqual([]);
});
