/**
 * A photo's size before it is downloaded, for low-data mode's placeholders.
 * Reports store only each photo's URL, so the size is asked of the photo's
 * host with a HEAD request (headers only, no photo bytes), once per photo per
 * visit, and only when its placeholder is on screen. A host that gives no
 * Content-Length, refuses, or cannot be reached (offline) leaves it "not known".
 */
import { useEffect, useState, type RefObject } from 'react';
import { parseContentLength } from '../../../domain/data-size';

export type PhotoSize = { readonly state: 'checking' } | { readonly state: 'known'; readonly bytes: number } | { readonly state: 'unknown' };

const CHECKING: PhotoSize = { state: 'checking' };
const UNKNOWN: PhotoSize = { state: 'unknown' };
/** Answers of this visit, by URL: a photo seen in two reports, or a reopened report, is asked once. */
const answers = new Map<string, Promise<PhotoSize>>();

function askSize(url: string): Promise<PhotoSize> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetch(url, { method: 'HEAD' })
      .then((response): PhotoSize => {
        const bytes = response.ok ? parseContentLength(response.headers.get('content-length')) : null;
        return bytes === null ? UNKNOWN : { state: 'known', bytes };
      })
      .catch(() => UNKNOWN);
    answers.set(url, answer);
  }
  return answer;
}

/** The size of the photo at `url`, asked once `target` is on screen. */
export function usePhotoSize(url: string, target: RefObject<Element | null>): PhotoSize {
  const [size, setSize] = useState<PhotoSize>(CHECKING);
  useEffect(() => {
    let cancelled = false;
    const ask = () => void askSize(url).then((answer) => !cancelled && setSize(answer));
    const element = target.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      ask();
      return () => {
        cancelled = true;
      };
    }
    // The Photos tab's panel is hidden until chosen: nothing is asked for a tab never opened.
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      ask();
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [url, target]);
  return size;
}
