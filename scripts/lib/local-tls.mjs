// A certificate for serving the built site over HTTPS on this machine, so that it
// can speak HTTP/2 as Firebase Hosting does (browsers speak HTTP/2 over TLS only).
// It is made afresh each time a server starts and never written to disk; no browser
// trusts it by itself. A tool that measures the site (scripts/lighthouse.mjs) asks
// the server for its certificate and tells its own Chromium to accept that key and
// no other (`--ignore-certificate-errors-spki-list`), which Chromium honours only
// with a profile of its own (`--user-data-dir`).
import crypto from 'node:crypto';
import tls from 'node:tls';
import selfsigned from 'selfsigned';

/** A new self-signed `{ key, cert }` pair (PEM) for `host`, valid for 30 days. */
export async function localCertificate(host) {
  const notAfterDate = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: host }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: host }, { type: 2, value: 'localhost' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/** The SHA-256 of a certificate's public key (its SPKI), base64: what Chromium's spki list takes. */
export function spkiHash(certificate) {
  const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
  return crypto.createHash('sha256').update(spki).digest('base64');
}

/** Connects to an HTTPS server and resolves with the SPKI hash of the certificate it presents. */
export function serverSpkiHash(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: hostname, port: Number(port || 443), rejectUnauthorized: false }, () => {
      const certificate = socket.getPeerX509Certificate();
      socket.end();
      if (certificate) resolve(spkiHash(certificate));
      else reject(new Error(`${url} presented no certificate`));
    });
    socket.once('error', reject);
  });
}
