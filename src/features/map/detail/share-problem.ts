/**
 * Sharing a report (docs/product-behaviour.md §2.5 and §8.1): the browser's share sheet where
 * there is one; otherwise the link goes to the clipboard; and when neither
 * works, the caller shows the link for copying by hand. The browser features
 * come in as `ShareCapabilities`, so the order of fallbacks is tested without one.
 */

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'manual';

export interface ShareCapabilities {
  readonly share?: (data: ShareData) => Promise<void>;
  readonly writeText?: (text: string) => Promise<void>;
}

/** The link that opens a report on the map: `/map?problem=<id>` on this site. */
export function problemShareUrl(origin: string, problemId: string): string {
  return `${origin}/map?problem=${encodeURIComponent(problemId)}`;
}

export async function shareLink(data: ShareData & { url: string }, can: ShareCapabilities): Promise<ShareOutcome> {
  if (can.share) {
    try {
      await can.share(data);
      return 'shared';
    } catch (error) {
      // The person closed the share sheet: that is a choice, not a failure.
      if (isAbort(error)) return 'cancelled';
      console.warn('[share] the share sheet failed; copying the link instead', error);
    }
  }
  if (can.writeText) {
    try {
      await can.writeText(data.url);
      return 'copied';
    } catch (error) {
      console.warn('[share] the clipboard refused the link', error);
    }
  }
  return 'manual';
}

/** What this browser offers, bound to `navigator` (share() throws when called detached). */
export function browserShareCapabilities(nav: Navigator): ShareCapabilities {
  const clipboard = 'clipboard' in nav ? (nav.clipboard as Clipboard | undefined) : undefined;
  return {
    share: typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText: clipboard && typeof clipboard.writeText === 'function' ? (text) => clipboard.writeText(text) : undefined,
  };
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
