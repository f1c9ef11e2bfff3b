import { describe, expect, it } from 'vitest';
import { photoUrlPattern } from './report-limits';
import { isSafePhotoUrl as isPhotoAllowed, isSafeUrl as isSafePhotoUrl } from './safe-url';

const SITE = 'https://mzansifix.co.za';
const LOCAL = 'http://127.0.0.1:4183';

describe('isSafeUrl (photo URLs and the APK address)', () => {
  it.each([
    '/demo/photos/pothole-1.png',
    '/photos/a%20b.jpg?size=large#top',
    '/',
    'https://firebasestorage.googleapis.com/v0/b/app/o/photo.jpg?alt=media&token=abc',
    'https://MZANSIFIX.co.za/photo.png',
  ])('accepts %s', (url) => {
    expect(isSafePhotoUrl(url, SITE)).toBe(true);
  });

  it('accepts an http URL only on the page origin itself', () => {
    expect(isSafePhotoUrl(`${LOCAL}/demo/photos/x.png`, LOCAL)).toBe(true);
    expect(isSafePhotoUrl('http://127.0.0.1:9999/demo/photos/x.png', LOCAL)).toBe(false);
    expect(isSafePhotoUrl('http://evil.example/x.png', LOCAL)).toBe(false);
    expect(isSafePhotoUrl('http://mzansifix.co.za/x.png', SITE)).toBe(false);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(document.cookie)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob:', `blob:${SITE}/1234`],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.com/x.png'],
    ['protocol-relative', '//evil.example/x.png'],
    ['backslash after slash', '/\\evil.example/x.png'],
    ['backslash in an https URL', 'https://a.example\\@evil.example/x.png'],
    ['a relative path', 'demo/x.png'],
    ['a dot path', './x.png'],
    ['a bare word', 'photo'],
    ['an empty string', ''],
    ['leading space before javascript:', ' javascript:alert(1)'],
    ['trailing space', '/demo/x.png '],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline', '/demo/x.png\n'],
    ['a space inside', '/ /evil.example/x.png'],
    ['a NUL', '/demo/\u0000x.png'],
    ['credentials in the URL', 'https://user:pass@evil.example/x.png'],
    ['https without a host', 'https://'],
    ['garbage', 'http://[::1'],
  ])('rejects %s', (_label, url) => {
    expect(isSafePhotoUrl(url, SITE)).toBe(false);
  });

  it('never matches an opaque origin, even when the page has one', () => {
    expect(isSafePhotoUrl('javascript:alert(1)', 'null')).toBe(false);
    expect(isSafePhotoUrl('data:image/png;base64,AAAA', 'null')).toBe(false);
  });

  it('never matches when the page has no origin to compare with', () => {
    expect(isSafePhotoUrl('http://127.0.0.1:4183/x.png', null)).toBe(false);
    expect(isSafePhotoUrl('/x.png', null)).toBe(true);
  });

  it('rejects values that are not strings, should bad data slip past the parser', () => {
    expect(isSafePhotoUrl(undefined as unknown as string, SITE)).toBe(false);
    expect(isSafePhotoUrl(42 as unknown as string, SITE)).toBe(false);
  });
});

describe("isSafePhotoUrl (report photos: the project's own bucket and the demo paths only)", () => {
  const BUCKET = 'demo-mzansi-fix.appspot.com';
  const OWN = [BUCKET];
  const download = (bucket: string, name: string) => `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${name}?alt=media&token=0b1c-2d`;

  it.each([
    '/demo/photos/pothole-1.png',
    download(BUCKET, 'reports%2Fp-1%2Fphoto.jpg'),
    `https://storage.googleapis.com/${BUCKET}/reports/p-1/photo.jpg`,
    `${SITE}/demo/photos/pothole-1.png`,
  ])('accepts %s', (url) => {
    expect(isPhotoAllowed(url, SITE, OWN)).toBe(true);
  });

  it.each([
    ["another project's bucket, as a download URL", download('attacker-bucket', 'pixel.gif')],
    ["another project's bucket on storage.googleapis.com", 'https://storage.googleapis.com/attacker-bucket/pixel.gif'],
    ['a bucket whose name starts like ours', `https://storage.googleapis.com/${BUCKET}.evil/pixel.gif`],
    ['a dot segment out of our bucket', `https://storage.googleapis.com/${BUCKET}/../attacker-bucket/pixel.gif`],
    ['an escaped dot segment out of our bucket', `https://storage.googleapis.com/${BUCKET}/%2e%2e/attacker-bucket/pixel.gif`],
    ['our bucket with no object', `https://storage.googleapis.com/${BUCKET}/`],
    ['a Storage host with no bucket', 'https://firebasestorage.googleapis.com/x.jpg'],
    ['another https host', 'https://photos.example.org/pothole.jpg'],
    ['a look-alike host', `https://firebasestorage.googleapis.com.evil.example/v0/b/${BUCKET}/o/x.jpg`],
    ['our bucket over http', `http://storage.googleapis.com/${BUCKET}/x.jpg`],
    ['another path of our own site', '/x.png'],
    ['our own site, outside the demo photos', `${SITE}/icons/logo.svg`],
    ['a dot segment out of the demo photos', '/demo/photos/../x.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['over 500 characters', `https://storage.googleapis.com/${BUCKET}/${'a'.repeat(450)}`],
  ])('rejects %s', (_label, url) => {
    expect(isPhotoAllowed(url, SITE, OWN)).toBe(false);
  });

  it("draws no bucket at all in a build that names none, and only that build's bucket in one that does", () => {
    expect(isPhotoAllowed(`https://storage.googleapis.com/${BUCKET}/x.jpg`, SITE, [])).toBe(false);
    expect(isPhotoAllowed('/demo/photos/x.png', SITE, [])).toBe(true);
    expect(isPhotoAllowed(`https://storage.googleapis.com/${BUCKET}/x.jpg`, SITE, ['mzansi-prod.firebasestorage.app'])).toBe(false);
  });

  it('agrees with the pattern the rules enforce on every sample', () => {
    const pattern = new RegExp(photoUrlPattern(), 'u');
    for (const url of ['/demo/photos/pothole-1.png', `https://storage.googleapis.com/${BUCKET}/photo.jpg?x=1`, download(BUCKET, 'a.jpg')]) {
      expect(pattern.test(url) && isPhotoAllowed(url, SITE, OWN), url).toBe(true);
    }
    for (const url of [
      'https://photos.example.org/p.jpg',
      'https://storage.googleapis.com/attacker-bucket/p.jpg',
      download('attacker-bucket', 'p.jpg'),
      `https://storage.googleapis.com/${BUCKET}/a/../../attacker-bucket/p.jpg`,
      '//evil.example/x',
      '/demo/photos/../x',
    ]) {
      expect(pattern.test(url), url).toBe(false);
      expect(isPhotoAllowed(url, SITE, OWN), url).toBe(false);
    }
  });
});
