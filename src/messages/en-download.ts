/** Download page text (docs/product-behaviour.md §2.10, §4.4, §8.2 and §9.6), part of the English catalogue in en.ts. */
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../domain/constants';

export const versionMessages = {
  loading: 'Loading version…',
  unavailable: 'Version info unavailable',
  loadError: 'Could not load version information.',
  loaded: (version: string) => `Version ${version} • Android 6.0+ • ~25 MB`,
  requirements: 'Android 6.0+ • ~25 MB',
} as const;

/** Settings paths, written once so every step and fix names them the same way. */
const UNKNOWN_APPS_SETTING = 'Settings › Apps › Special app access › Install unknown apps';
const APP_SETTINGS = `Settings › Apps › ${PRODUCT_NAME}`;

const apkTab = {
  heading: `${PRODUCT_NAME} for Android`,
  intro: 'Report problems where you find them, with a photo and the exact location, straight from your phone.',
  featuresHeading: 'What the app does',
  features: [
    'Report problems with their GPS location and photos',
    'An interactive map of community issues',
    'A leaderboard with achievement levels',
    'A car-friendly interface',
    'Community validation: confirm or deny other reports',
    'Report anonymously or under a nickname',
    'Earn points for every report',
    'Offline reporting, push notifications, GPS tracking and photo attachments',
  ],
  unknownSourcesTitle: 'Installing from outside Google Play',
  unknownSourcesBody:
    'The app is not in the Play Store, so Android asks you to allow installs from your browser ("Install unknown apps") the first time. The Installation Guide shows how.',
  securityTitle: 'Stay safe',
  securityBody:
    `Only download ${PRODUCT_NAME} from this page. An APK file from anywhere else may have been changed. Once the app is installed you can switch "Install unknown apps" off again.`,
} as const;

/** Progress and failure words of the "Download APK File" button. */
const progress = {
  label: 'Download progress',
  starting: 'Starting the download…',
  percent: (percent: number) => `Downloading… ${percent}%`,
  megabytes: (megabytes: string) => `Downloading… ${megabytes} MB`,
  /** For screen readers, once, when the download starts. */
  started: 'Download started.',
  done: (fileName: string) => `Download complete. Open ${fileName} from your notifications or your Downloads folder to install it.`,
  failed: 'The download failed. Check your connection and try again.',
  offline: 'You are offline. Downloading the app needs an internet connection; connect and try again.',
  serverError: 'The server could not send the app file just now. Try again in a few minutes.',
  notFound: 'The app file could not be found on the server. Try again later, or contact support if it keeps happening.',
  corrupted: 'The downloaded file is not a valid app file. Try again; if it keeps happening, contact support.',
  /** `actual` and `stated` are sizes as people read them ("2.4 MB"). */
  wrongSize: (actual: string, stated: string) =>
    `The file that arrived is ${actual}, but this version of the app is ${stated}, so it is incomplete or not the right file. It was not saved. Try again; if it keeps happening, contact support.`,
  mismatch:
    'The file that arrived does not match the published checksum: it was damaged on the way or changed by someone. It was not saved. Try again; if it keeps happening, contact support.',
  /** After "Download complete…", how the saved file was checked. */
  verified: 'Checked: the file matches the published checksum, so it is the file we published.',
  noChecksum: 'No checksum was published for this version, so the file could not be checked.',
  noDigest: 'This browser cannot work out checksums, so the file was not checked. You can check it yourself: see "Check it yourself on your phone".',
} as const;

/** The published checksum under the download button, and how to check a downloaded file by hand. */
const checksum = {
  heading: 'Checksum (SHA-256)',
  intro:
    'The checksum is the app file’s fingerprint. When you tap "Download APK File", this page works out the fingerprint of the file that arrives and saves it only if the two match.',
  copy: 'Copy checksum',
  copied: 'Checksum copied.',
  copyFailed: 'Could not copy. Press and hold the checksum to select it, then copy it.',
  howToHeading: 'Check it yourself on your phone',
  howToSteps: (fileName: string) => [
    'Get an app that shows a file’s checksum: some file managers show it in a file’s details, or search the Play Store for "SHA-256 checksum".',
    `In that app, open ${fileName} from your Downloads folder and choose SHA-256.`,
    'Compare what it shows with the checksum above: every letter and number must be the same.',
    'If anything is different, do not install the file. Delete it and download it again from this page.',
  ],
  computer: (fileName: string) =>
    `On a computer: certutil -hashfile ${fileName} SHA256 (Windows), shasum -a 256 ${fileName} (Mac) or sha256sum ${fileName} (Linux).`,
  missing:
    'No checksum has been published for this download, so this page cannot check the file for you. It still downloads; get the app only from this page.',
} as const;

const sidePanel = {
  benefitsHeading: 'Why get the app',
  benefits: [
    'Report a problem in under a minute, right where you are',
    'Reports made offline are sent when signal returns',
    'Get notified when your reports are confirmed or resolved',
    'Earn points and climb the community leaderboard',
  ],
  requirementsHeading: 'System requirements',
  /** docs/product-behaviour.md §9.6: the Android app's constants. */
  requirements: [
    { label: 'Android version', value: 'Android 6.0 (API level 23) or newer' },
    { label: 'App size', value: 'about 25 MB' },
    { label: 'Free storage', value: '50 MB' },
    { label: 'Memory', value: '2 GB RAM recommended' },
    { label: 'Download time', value: 'usually 1-2 minutes' },
    { label: 'Install time', value: '30-60 seconds' },
  ],
} as const;

const guide = {
  heading: 'Install the app in 4 steps',
  steps: [
    {
      title: 'Enable unknown sources',
      body: `Open ${UNKNOWN_APPS_SETTING}, choose the browser you download with and turn on "Allow from this source". On Android 6 and 7, turn on Settings › Security › Unknown sources instead.`,
    },
    {
      title: 'Download the APK',
      body: 'On the Download APK tab, tap "Download APK File". The file is about 25 MB and usually takes 1-2 minutes.',
    },
    {
      title: 'Install',
      body: 'Open mzansi-fix.apk from the download notification or your Downloads folder and tap Install. Installing takes 30-60 seconds.',
    },
    {
      title: 'First launch',
      body: `Open ${PRODUCT_NAME} and grant the Location, Camera and Storage permissions, then sign in or create an account.`,
    },
  ],
  permissionsHeading: 'Why the app asks for permissions',
  permissions: [
    { name: 'Location', reason: 'places your report exactly where the problem is.' },
    { name: 'Camera', reason: 'takes photos of the problem.' },
    { name: 'Storage', reason: 'attaches photos you already took and keeps reports made offline.' },
  ],
  alternativesHeading: 'Other ways to install',
  alternatives: {
    fileManager: {
      title: 'File manager',
      body: 'Open your phone’s file manager (for example Files), go to Downloads and tap mzansi-fix.apk.',
    },
    adb: {
      title: 'ADB',
      body: 'With USB debugging turned on, connect the phone to a computer with the Android platform tools and run:',
      command: 'adb install mzansi-fix.apk',
    },
    usb: {
      title: 'USB transfer',
      body: 'Download the APK on a computer, copy it to the phone’s Download folder over a USB cable, then open it with the file manager.',
    },
  },
} as const;

const troubleshooting = {
  heading: 'Solve common problems',
  cases: [
    {
      title: 'Installation Blocked',
      steps: [
        `Open ${UNKNOWN_APPS_SETTING}.`,
        'Choose the browser you downloaded with and turn on "Allow from this source".',
        'Open the APK again.',
      ],
    },
    {
      title: 'App Not Installed',
      steps: ['Check that your phone has 50MB+ of free storage.', 'Restart your phone.', 'Open the APK and try installing again.'],
    },
    {
      title: 'Download Fails or the File Is Corrupted',
      steps: ['Check your internet connection.', 'Clear your browser’s cache.', 'Download the APK again.'],
    },
    {
      title: 'App Crashes on Launch',
      steps: [
        'Check that your phone runs Android 6.0 or newer.',
        `Clear the app’s data: ${APP_SETTINGS} › Storage › Clear data.`,
        'Uninstall the app and install it again.',
      ],
    },
    {
      title: 'Permissions Not Working',
      steps: [`Open ${APP_SETTINGS} › Permissions.`, 'Allow Location, Camera and Storage.', 'Open the app again.'],
    },
  ],
  supportTitle: 'Still Need Help?',
  /** `{email}` marks where the support email link goes. */
  supportBody: 'Email us at {email}. Tell us your phone model, your Android version and what happened, and we will help you get the app running.',
  supportEmail: SUPPORT_EMAIL,
  supportSubject: `${PRODUCT_NAME} Android app: installation help`,
} as const;

export const downloadMessages = {
  title: 'Download Mobile App',
  intro: `Get the ${PRODUCT_NAME} Android app to report problems from your phone. The web site shows the reports; the app is where you make them.`,
  tabsLabel: 'Download page sections',
  tabApk: 'Download APK',
  tabGuide: 'Installation Guide',
  tabTroubleshooting: 'Troubleshooting',
  whatsNew: "What's new",
  downloadButton: 'Download APK File',
  apk: apkTab,
  progress,
  checksum,
  side: sidePanel,
  guide,
  troubleshooting,
} as const;
