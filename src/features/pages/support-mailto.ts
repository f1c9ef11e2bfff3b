/** Builds mailto: links to the support address, with an optional prefilled subject and body. */
import { SUPPORT_EMAIL } from '../../domain/constants';

/**
 * A mailto URL (RFC 6068) for `to`. Spaces and line breaks are percent-encoded, with
 * line breaks as CRLF, because mail apps read `+` literally and some drop bare LFs.
 */
export function mailtoHref(to: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value.replace(/\r?\n/gu, '\r\n'))}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

/** A mailto URL for the support address. */
export function supportMailtoHref(fields: { subject?: string; body?: string } = {}): string {
  return mailtoHref(SUPPORT_EMAIL, fields);
}
