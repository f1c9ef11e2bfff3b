/**
 * Fetches the APK while counting bytes (so the page can show real progress) and
 * checks what arrived: an app file, complete, of about the size version.json
 * states, and, when a checksum is published, with that SHA-256 (SubtleCrypto).
 * Every way it can go wrong is an `ApkDownloadError` naming a failure the page
 * explains; nothing is saved here.
 */
import { isSizeFarOff, judgeApk, toHex, type ApkExpectation } from '../../domain/apk-integrity';
import { APK_MIME_TYPE, expectedLength, isHtmlResponse, isZipArchive } from './apk-bytes';

export type ApkDownloadFailure =
  | { readonly kind: 'offline' | 'network' | 'not-found' | 'server' | 'corrupted' | 'mismatch' }
  | { readonly kind: 'wrong-size'; readonly stated: number; readonly actual: number };

/** How the saved file was checked: against the published digest, or not (and why not). */
export type ApkCheck = 'verified' | 'no-checksum' | 'no-digest';

export class ApkDownloadError extends Error {
  constructor(readonly failure: ApkDownloadFailure) {
    super(`APK download failed: ${failure.kind}`);
  }
}

function failureOfStatus(status: number): ApkDownloadFailure {
  return { kind: status === 404 || status === 410 ? 'not-found' : 'server' };
}

/** Reads the body in chunks, reporting bytes as they arrive. */
async function readBody(response: Response, total: number | null, onProgress: (received: number, total: number | null) => void): Promise<Uint8Array<ArrayBuffer>[]> {
  const reader = response.body?.getReader();
  if (!reader) return [new Uint8Array(await response.arrayBuffer())];
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    received += next.value.byteLength;
    onProgress(received, total);
  }
  return chunks;
}

/** The SHA-256 of `blob` in hex, or null where the browser has no SubtleCrypto (outside https, or too old). */
async function sha256Of(blob: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return null;
  return toHex(new Uint8Array(await subtle.digest('SHA-256', await blob.arrayBuffer())));
}

/** Fetches the APK at `url`; resolves with the checked file and how it was checked. */
export async function fetchApk(
  url: string,
  expected: ApkExpectation,
  signal: AbortSignal,
  onProgress: (received: number, total: number | null) => void,
): Promise<{ blob: Blob; check: ApkCheck }> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new ApkDownloadError(failureOfStatus(response.status));
  if (isHtmlResponse(response.headers.get('Content-Type'))) throw new ApkDownloadError({ kind: 'not-found' });

  const total = expectedLength(response.headers.get('Content-Length'), response.headers.get('Content-Encoding'));
  // Known before a byte is read: no need to spend someone's data on 25 MB of the wrong file.
  if (total !== null && expected.size !== null && isSizeFarOff(expected.size, total)) {
    await response.body?.cancel();
    throw new ApkDownloadError({ kind: 'wrong-size', stated: expected.size, actual: total });
  }
  const chunks = await readBody(response, total, onProgress);
  const blob = new Blob(chunks, { type: APK_MIME_TYPE });
  if (total !== null && blob.size < total) throw new ApkDownloadError({ kind: 'network' });
  if (!isZipArchive(new Uint8Array(await blob.slice(0, 4).arrayBuffer()))) throw new ApkDownloadError({ kind: 'corrupted' });

  // Hashing 25 MB costs a phone a moment: only when there is a digest to compare with.
  const sha256 = expected.sha256 === null ? null : await sha256Of(blob);
  const judgement = judgeApk(expected, { size: blob.size, sha256 });
  switch (judgement.verdict) {
    case 'wrong-size':
      throw new ApkDownloadError({ kind: 'wrong-size', stated: judgement.stated, actual: judgement.actual });
    case 'mismatch':
      throw new ApkDownloadError({ kind: 'mismatch' });
    case 'verified':
      return { blob, check: 'verified' };
    case 'unchecked':
      return { blob, check: judgement.reason };
  }
}
