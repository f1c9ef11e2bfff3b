// Types for local-tls.mjs (plain JS so `npm start` needs no build step).
import type { X509Certificate } from 'node:crypto';

/** A new self-signed `{ key, cert }` pair (PEM) for `host`, valid for 30 days. */
export function localCertificate(host: string): Promise<{ key: string; cert: string }>;

/** The SHA-256 of a certificate's public key (its SPKI), base64: what Chromium's spki list takes. */
export function spkiHash(certificate: X509Certificate): string;

/** Connects to an HTTPS server and resolves with the SPKI hash of the certificate it presents. */
export function serverSpkiHash(url: string): Promise<string>;
