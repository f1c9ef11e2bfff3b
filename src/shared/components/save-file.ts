/**
 * Saves a Blob as a file from the page itself: an object URL and a clicked
 * `<a download>`. Nothing goes over the network, so it works offline. Used by
 * the APK download and the map's report downloads.
 */

/** Revoking the object URL at once can cancel the save in some browsers; FileSaver.js waits 40 s for the same reason. */
const REVOKE_DELAY_MS = 40_000;

/** Hands `blob` to the browser's own download, under `fileName`, and lets the URL go afterwards. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_DELAY_MS);
}
