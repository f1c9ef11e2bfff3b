/** Download page text (spec sections 2, 4 and 8), part of the English catalogue in en.ts. */

export const versionMessages = {
  loading: 'Loading version…',
  unavailable: 'Version info unavailable',
  loadError: 'Could not load version information.',
  loaded: (version: string) => `Version ${version} • Android 6.0+ • ~25 MB`,
  requirements: 'Android 6.0+ • ~25 MB',
} as const;

export const downloadMessages = {
  title: 'Download Mobile App',
  tabApk: 'Download APK',
  tabGuide: 'Installation Guide',
  tabTroubleshooting: 'Troubleshooting',
  whatsNew: "What's new",
  downloadButton: 'Download APK File',
} as const;
