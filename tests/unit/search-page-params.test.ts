// Issue 35 point 5: /search?q= was ignored (only ?search= worked). Both lead to the same search.
import { describe, expect, test } from 'vitest';
import { searchPageParams } from '@app/features/search/params';

describe('the search page reads ?search= and ?q=', () => {
  test('?q= is a search', () => {
    expect(searchPageParams({ q: 'flamengo' })).toEqual({ search: 'flamengo' });
  });
  test('?search= still works and wins when both are given', () => {
    expect(searchPageParams({ search: 'palmeiras' })).toEqual({ search: 'palmeiras' });
    expect(searchPageParams({ search: 'palmeiras', q: 'flamengo' })).toEqual({ search: 'palmeiras' });
  });
  test('nothing, or a value that is not text, is no search', () => {
    expect(searchPageParams({})).toEqual({});
    expect(searchPageParams({ q: 42, other: 'x' })).toEqual({});
  });
});
