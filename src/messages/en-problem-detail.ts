/** The problem detail modal's text (spec section 2), part of the English catalogue in en.ts. */

export const problemDetailMessages = {
  details: 'Details',
  photos: (n: number) => `Photos (${n})`,
  share: 'Share',
  close: 'Close',
} as const;
