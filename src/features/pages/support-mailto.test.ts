// The mailto links must open a mail app with the subject and body intact.
import { describe, expect, it } from 'vitest';
import { mailtoHref } from './support-mailto';

describe('mailtoHref', () => {
  it('is a bare address without fields', () => {
    expect(mailtoHref('help@example.org')).toBe('mailto:help@example.org');
  });

  it('percent-encodes spaces, symbols and line breaks (as CRLF)', () => {
    const href = mailtoHref('help@example.org', { subject: 'Data & more?', body: 'Line one\nLine two' });
    expect(href).toBe('mailto:help@example.org?subject=Data%20%26%20more%3F&body=Line%20one%0D%0ALine%20two');
  });

  it('round-trips through URL parsing', () => {
    const body = 'Hello,\n\nAccount email address: a+b@example.org\n';
    const url = new URL(mailtoHref('help@example.org', { subject: 'Request', body }));
    expect(url.searchParams.get('subject')).toBe('Request');
    expect(url.searchParams.get('body')).toBe(body.replace(/\n/gu, '\r\n'));
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref('help@example.org', { subject: '', body: 'x' })).toBe('mailto:help@example.org?body=x');
  });
});
