/**
 * Text of low-data mode (issue 16, point 3): the menu's switch and the data
 * this visit used, the map's note, and the photo placeholders. Part of the
 * English catalogue in en.ts.
 */

export const lowDataMessages = {
  menu: {
    label: 'Low-data mode',
    description: 'No map images; photos load only when you tap them.',
    reason: {
      browser: 'On because your browser asks to save data.',
      choice: 'Your choice, remembered on this device.',
      default: 'Off: map images and photos load by themselves.',
    },
    /** The Resource Timing API cannot see everything (other sites may hide their sizes), so a lower bound. */
    visitUsage: (size: string) => `Data used on this visit: at least ${size}`,
  },
  map: {
    tilesOff: 'Map images are off in low-data mode. Turn it off in the menu to see streets.',
  },
  photos: {
    /** The placeholder's button: which photo, and what tapping it costs. */
    show: (i: number, n: number) => `Show photo ${i} of ${n}`,
    sizeUnknown: 'Size not known',
    sizeChecking: 'Checking size…',
    note: 'Low-data mode: photos load only when you tap them.',
  },
} as const;
