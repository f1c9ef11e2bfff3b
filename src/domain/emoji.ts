/**
 * Finds emoji in text, so a test can prove the interface draws none: a phone
 * without an emoji font (this lab's Chromium, Android 6) shows each as an empty
 * box, and every phone maker draws them differently (issue 17). Counted as
 * emoji: every pictograph Unicode marks Extended_Pictographic (which includes
 * the text-style ones such as U+2600 and U+2197 that iOS and many Android fonts
 * still paint in colour), anything with emoji presentation by default, the
 * emoji variation selector U+FE0F, keycap U+20E3 and regional-indicator flags.
 * Not counted: plain symbols that every text font has (arrows such as "←", "✓",
 * "✕"), and the typographic marks ©, ® and ™, which Unicode lists as pictographs
 * but which draw as text unless U+FE0F follows (the map's "© OpenStreetMap").
 */
const EMOJI = /(?![\u{A9}\u{AE}\u{2122}])\p{Extended_Pictographic}|\p{Emoji_Presentation}|\u{FE0F}|\u{20E3}|\p{Regional_Indicator}/gu;

/** Every emoji code point in `text`, in order (empty when there is none). */
export function findEmoji(text: string): string[] {
  return text.match(EMOJI) ?? [];
}

/** Each emoji in `text` with a little context around it, for a readable test failure. */
export function emojiInContext(text: string, context = 20): string[] {
  return [...text.matchAll(EMOJI)].map((match) => {
    const at = match.index;
    const code = `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    return `${code} in "${text.slice(Math.max(0, at - context), at + match[0].length + context).replace(/\s+/gu, ' ')}"`;
  });
}
