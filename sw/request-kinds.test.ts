import { describe, expect, it } from 'vitest';
import { retiredCaches } from './cache-names';
import { isApk, isGoogleMaps, isMapTileAnswer, isPhoto, isTile, isVersionInfo, isWardFile, NAVIGATION_DENYLIST, tileTemplatePattern } from './request-kinds';

const ORIGIN = 'https://mzansifix.co.za';
const url = (href: string) => new URL(href, ORIGIN);

describe('service worker request kinds', () => {
  it('knows version.json on this origin only', () => {
    expect(isVersionInfo(url('/version.json'), ORIGIN)).toBe(true);
    expect(isVersionInfo(url('/version.json?x=1'), ORIGIN)).toBe(true);
    expect(isVersionInfo(url('https://elsewhere.example/version.json'), ORIGIN)).toBe(false);
    expect(isVersionInfo(url('/demo/version.json'), ORIGIN)).toBe(false);
  });

  it('knows a ward file on this origin only', () => {
    expect(isWardFile(url('/data/wards/CPT.json'), ORIGIN)).toBe(true);
    expect(isWardFile(url('/data/wards/WC011.json'), ORIGIN)).toBe(true);
    expect(isWardFile(url('https://elsewhere.example/data/wards/CPT.json'), ORIGIN)).toBe(false);
    expect(isWardFile(url('/data/wards/../map-index'), ORIGIN)).toBe(false);
    expect(isWardFile(url('/data/map-index'), ORIGIN)).toBe(false);
  });

  it("knows the map index's summary and tiles on this origin, and not the index file", () => {
    for (const path of ['/data/map-tiles/summary', '/data/map-tiles/unplaced', '/data/map-tiles/0/0/0', '/data/map-tiles/14/9468/9428'])
      expect(isMapTileAnswer(url(path), ORIGIN)).toBe(true);
    for (const path of ['/data/map-index', '/data/map-tiles/', '/data/map-tiles/14/9468', '/data/map-tiles/a/b/c', '/data/map-tiles/summary/x'])
      expect(isMapTileAnswer(url(path), ORIGIN)).toBe(false);
    expect(isMapTileAnswer(url('https://elsewhere.example/data/map-tiles/summary'), ORIGIN)).toBe(false);
  });

  it('knows an APK wherever it comes from', () => {
    expect(isApk(url('/mzansi-fix.apk'))).toBe(true);
    expect(isApk(url('https://cdn.example/releases/Mzansi-Fix-1.4.2.APK'))).toBe(true);
    expect(isApk(url('/download'))).toBe(false);
  });

  it("knows Google's map hosts and not Firebase's", () => {
    expect(isGoogleMaps(url('https://maps.googleapis.com/maps/api/js?key=k&libraries=geometry,places'))).toBe(true);
    expect(isGoogleMaps(url('https://maps.gstatic.com/mapfiles/api-3/images/spotlight-poi3.png'))).toBe(true);
    expect(isGoogleMaps(url('https://khms1.googleapis.com/kh?v=979&x=1&y=2&z=3'))).toBe(true);
    expect(isGoogleMaps(url('https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel'))).toBe(false);
    expect(isGoogleMaps(url('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword'))).toBe(false);
  });

  it('matches tiles by their URL template', () => {
    const osm = tileTemplatePattern('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const esri = tileTemplatePattern('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}');
    const sub = tileTemplatePattern('https://{s}.tiles.example/{z}/{x}/{y}{r}.png?key=abc');
    expect(osm.test('https://tile.openstreetmap.org/6/36/37.png')).toBe(true);
    expect(osm.test('https://tile.openstreetmap.org/6/36/37.png.evil')).toBe(false);
    expect(osm.test('https://tile.openstreetmap.org.evil.example/6/36/37.png')).toBe(false);
    expect(esri.test('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/12/2341/2210')).toBe(true);
    expect(sub.test('https://b.tiles.example/15/1/2@2x.png?key=abc')).toBe(true);
  });

  it('takes the default tile sources as tiles, for images only', () => {
    expect(isTile(url('https://tile.openstreetmap.org/6/36/37.png'), 'image')).toBe(true);
    expect(isTile(url('https://tile.opentopomap.org/6/36/37.png'), 'image')).toBe(true);
    expect(isTile(url('https://tile.openstreetmap.org/6/36/37.png'), 'script')).toBe(false);
    expect(isTile(url('/demo/photos/pothole-1.png'), 'image')).toBe(false);
  });

  it('takes demo photos and https images as photos, but never tiles or Google imagery', () => {
    expect(isPhoto(url('/demo/photos/pothole-1.png'), 'image', ORIGIN)).toBe(true);
    expect(isPhoto(url('https://firebasestorage.googleapis.com/v0/b/demo-mzansi-fix.appspot.com/o/p.jpg?alt=media'), 'image', ORIGIN)).toBe(true);
    // Another project's bucket is not the project's own: never kept (issue 36).
    expect(isPhoto(url('https://firebasestorage.googleapis.com/v0/b/attacker-bucket/o/p.jpg?alt=media'), 'image', ORIGIN)).toBe(false);
    expect(isPhoto(url('https://storage.googleapis.com/attacker-bucket/pixel.gif'), 'image', ORIGIN)).toBe(false);
    expect(isPhoto(url('/icons/logo.svg'), 'image', ORIGIN)).toBe(false);
    expect(isPhoto(url('http://insecure.example/p.jpg'), 'image', ORIGIN)).toBe(false);
    expect(isPhoto(url('https://tile.openstreetmap.org/6/36/37.png'), 'image', ORIGIN)).toBe(false);
    expect(isPhoto(url('https://maps.gstatic.com/mapfiles/x.png'), 'image', ORIGIN)).toBe(false);
    expect(isPhoto(url('/demo/photos/pothole-1.png'), 'document', ORIGIN)).toBe(false);
  });

  it('never answers a file with the app shell', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    for (const path of ['/version.json', '/mzansi-fix.apk', '/demo/photos/a.png', '/manifest.webmanifest', '/robots.txt', '/open311/v2/requests.xml', '/feeds/municipalities/CPT.atom']) expect(denied(path)).toBe(true);
    for (const path of ['/', '/map', '/leaderboard', '/data-deletion-guide', '/glance']) expect(denied(path)).toBe(false);
  });

  it('retires only our own caches that the new worker does not list', () => {
    const existing = ['mzansi-fix-map-tiles-v0', 'mzansi-fix-map-tiles-v1', 'workbox-precache-v2-https://x/', 'someone-else'];
    expect(retiredCaches(existing, ['mzansi-fix-map-tiles-v1'])).toEqual(['mzansi-fix-map-tiles-v0']);
  });
});
