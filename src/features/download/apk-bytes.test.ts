// The APK response checks: expected length, percentage, and telling an app file from a web page.
import { describe, expect, it } from 'vitest';
import { expectedLength, isHtmlResponse, isZipArchive, megabytes, progressPercent } from './apk-bytes';

describe('expectedLength', () => {
  it('reads Content-Length', () => {
    expect(expectedLength('26214400', null)).toBe(26_214_400);
    expect(expectedLength(' 400 ', 'identity')).toBe(400);
  });

  it('is unknown without a usable header', () => {
    for (const value of [null, '', 'abc', '-5', '0', '1.5', '1e400']) expect(expectedLength(value, null), String(value)).toBeNull();
  });

  it('is unknown when the body is compressed on the way', () => {
    expect(expectedLength('1000', 'gzip')).toBeNull();
    expect(expectedLength('1000', 'br')).toBeNull();
  });
});

describe('progressPercent', () => {
  it('gives whole percent, clamped to 0-100', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(90, 200)).toBe(45);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(300, 200)).toBe(100);
  });

  it('is unknown without a total', () => {
    expect(progressPercent(10, null)).toBeNull();
    expect(progressPercent(10, 0)).toBeNull();
  });
});

describe('megabytes', () => {
  it('shows one decimal', () => {
    expect(megabytes(0)).toBe('0.0');
    expect(megabytes(12_345_678)).toBe('12.3');
  });
});

describe('isHtmlResponse', () => {
  it('spots a web page', () => {
    expect(isHtmlResponse('text/html')).toBe(true);
    expect(isHtmlResponse('text/html; charset=utf-8')).toBe(true);
    expect(isHtmlResponse('TEXT/HTML')).toBe(true);
  });

  it('lets app files and unknown types through', () => {
    expect(isHtmlResponse(null)).toBe(false);
    expect(isHtmlResponse('application/vnd.android.package-archive')).toBe(false);
    expect(isHtmlResponse('application/octet-stream')).toBe(false);
  });
});

describe('isZipArchive', () => {
  it('accepts the zip signature', () => {
    expect(isZipArchive(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isZipArchive(new Uint8Array([]))).toBe(false);
    expect(isZipArchive(new Uint8Array([0x50, 0x4b]))).toBe(false);
    expect(isZipArchive(new TextEncoder().encode('<!doctype html>'))).toBe(false);
    expect(isZipArchive(new Uint8Array([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
  });
});
