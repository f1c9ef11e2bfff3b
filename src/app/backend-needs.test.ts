import { describe, expect, it } from 'vitest';
import { backendNeeds, drawsMapFirst, needsWholeIndex, pageNeedsBackend } from './backend-needs';

describe('which pages need the backend', () => {
  it('the static pages and unknown paths need none', () => {
    for (const path of ['/about', '/privacy-policy', '/data-deletion-guide', '/download', '/no-such-page', '/about/']) expect(pageNeedsBackend(path)).toBe(false);
  });

  it('pages with reports, people or sign-in need it, with or without a trailing slash', () => {
    for (const path of ['/', '/map', '/home', '/leaderboard/', '/profile', '/glance', '/login']) expect(pageNeedsBackend(path)).toBe(true);
  });

  it('the municipalities board and every municipality page need the data half only', () => {
    for (const path of ['/municipalities', '/municipalities/', '/municipalities/CPT', '/municipalities/no-such'])
      expect(backendNeeds(path)).toEqual({ data: true, identity: false });
    expect(pageNeedsBackend('/municipalitiesx')).toBe(false);
  });

  it('data pages need Firestore; only /login and /profile need Auth whoever visits', () => {
    expect(backendNeeds('/home')).toEqual({ data: true, identity: false });
    expect(backendNeeds('/map')).toEqual({ data: true, identity: false });
    expect(backendNeeds('/login')).toEqual({ data: false, identity: true });
    expect(backendNeeds('/profile/')).toEqual({ data: true, identity: true });
  });

  it('the pages that read every report by place need the whole index; the map, home, the leaderboard and the profile do not', () => {
    for (const path of ['/glance', '/glance/', '/municipalities', '/municipalities/CPT']) expect(needsWholeIndex(path)).toBe(true);
    // The map draws from the tiles of its views in low-data mode (or follows a saved copy).
    for (const path of ['/', '/map', '/home', '/home/', '/leaderboard', '/profile', '/about', '/mapx']) expect(needsWholeIndex(path)).toBe(false);
  });

  it('only the map routes draw the map before loading Firebase', () => {
    for (const path of ['/', '/map', '/map/']) expect(drawsMapFirst(path)).toBe(true);
    for (const path of ['/home', '/glance', '/leaderboard', '/about', '/mapx']) expect(drawsMapFirst(path)).toBe(false);
  });
});
