import { describe, expect, it } from 'vitest';
import { pageNeedsBackend } from './backend-needs';

describe('which pages need the backend', () => {
  it('the static pages and unknown paths need none', () => {
    for (const path of ['/about', '/privacy-policy', '/data-deletion-guide', '/download', '/no-such-page', '/about/']) expect(pageNeedsBackend(path)).toBe(false);
  });

  it('pages with reports, people or sign-in need it, with or without a trailing slash', () => {
    for (const path of ['/', '/map', '/home', '/leaderboard/', '/profile', '/glance', '/login']) expect(pageNeedsBackend(path)).toBe(true);
  });
});
