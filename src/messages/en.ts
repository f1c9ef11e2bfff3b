/**
 * Every user-visible string of the site, in English. The exact words
 * docs/product-behaviour.md requires live here (so they are easy to check against it); a translation is a
 * new file of the same shape, not a hunt through components.
 */
import { PRODUCT_NAME } from '../domain/constants';
import { downloadMessages, versionMessages } from './en-download';
import { glanceMessages } from './en-glance';
import { homeTrendMessages } from './en-home-trend';
import { lowDataMessages } from './en-low-data';
import { mapMessages } from './en-map';
import { nameMessages } from './en-names';
import { offlineMessages } from './en-offline';
import { problemDetailMessages } from './en-problem-detail';
import { pageMessages } from './en-pages';

export const en = {
  productName: PRODUCT_NAME,
  appLoading: `${PRODUCT_NAME}...`,
  skipToContent: 'Skip to content',

  nav: {
    home: `${PRODUCT_NAME} home`,
    menu: 'Open menu',
    closeMenu: 'Close menu',
    viewMap: 'View Map',
    glanceMode: 'Glance Mode',
    profile: 'Profile',
    leaderboard: 'Leaderboard',
    privacyPolicy: 'Privacy Policy',
    about: 'About',
    download: 'Download Mobile App',
    deleteMyData: 'Delete My Data',
    signOut: 'Sign Out',
    signIn: 'Sign In',
    guest: 'Guest',
    notSignedIn: 'Not signed in',
  },

  names: nameMessages,

  stats: {
    label: 'Problem counts',
    visible: 'Visible',
    total: 'Total',
    active: 'Active',
    resolved: 'Resolved',
    locationKnown: 'Location on',
    locationUnknown: 'Location off',
  },

  home: {
    welcomeTitle: `Welcome to ${PRODUCT_NAME}`,
    welcomeBody: 'See and track local infrastructure problems reported by your community across South Africa.',
    welcomeBack: (name: string) => `Welcome back, ${name}`,
    welcomeBackBody: 'Here is what your community has reported lately.',
    signInToReport: 'Sign In to Report Problems',
    viewProblemsMap: 'View Problems Map',
    statsLabel: 'Reports in numbers',
    totalReports: 'Total Reports',
    activeProblems: 'Active Problems',
    resolved: 'Resolved',
    contributors: 'Contributors',
    recentProblems: 'Recent Problems',
    viewAllOnMap: 'View All on Map',
    locationPending: 'Location pending',
    showDistances: 'Show distances from me',
    empty: 'No problems reported yet. Be the first to make a difference!',
    loading: 'Loading problems…',
    confirmations: (n: number) => `${n.toLocaleString('en-ZA')} confirmation${n === 1 ? '' : 's'}`,
    reportedBy: (name: string) => `Reported by ${name}`,
    away: (distance: string) => `${distance} away`,
    tilesLabel: 'Where to next',
    tiles: {
      map: { title: 'Problem map', body: 'Every reported problem near you, with filters by type, status and date.' },
      leaderboard: { title: 'Leaderboard', body: 'See who is making the biggest difference in their community.' },
      profile: { title: 'Your profile', body: 'Follow your reports and the difference they make.' },
      signIn: { title: 'Sign in', body: 'Sign in to follow your reports and see your points.' },
    },
    trend: homeTrendMessages,
  },

  map: mapMessages,
  offline: offlineMessages,
  lowData: lowDataMessages,
  detail: problemDetailMessages,

  leaderboard: {
    title: 'Leaderboard',
    period: 'Period',
    loading: 'Loading leaderboard...',
    emptyTitle: 'No contributors yet',
    emptyBody: 'Be the first to report a problem and make a difference!',
    /** Names the table's box, which scrolls sideways where the nine columns do not fit. */
    tableLabel: 'Leaderboard table',
    columns: {
      rank: 'Rank',
      user: 'User',
      points: 'Points',
      reports: 'Reports',
      confirmations: 'Confirmations',
      denials: 'Denials',
      resolved: 'Resolved',
      bonus: 'Bonus',
      adsViewed: 'Ads Viewed',
    },
  },

  periods: {
    all: 'All Time',
    today: 'Today',
    yesterday: 'Yesterday',
    week: 'This Week',
    month: 'This Month',
    year: 'This Year',
    custom: 'Custom Range',
    from: 'From',
    to: 'To',
  },

  profile: {
    title: 'Profile',
    signInRequired: 'Sign In Required',
    signInRequiredBody: 'Sign in to see your reports and what they have done for your community.',
    guestUser: 'Guest User',
    registeredUser: 'Registered User',
    reports: (n: number) => `${n.toLocaleString('en-ZA')} report${n === 1 ? '' : 's'}`,
    statsLabel: 'Your reports in numbers',
    totalReports: 'Total Reports',
    resolved: 'Resolved',
    active: 'Active',
    communityImpact: 'Community Impact',
    communityImpactHint: 'Confirmations your reports received from other people',
    recentReports: 'Recent Reports',
    viewAllOnMap: (n: number) => `View all ${n.toLocaleString('en-ZA')} on the map`,
    loading: 'Loading your reports…',
    emptyTitle: 'No reports yet',
    emptyBody: 'Use the mobile app to report problems!',
    getApp: 'Get the mobile app',
  },

  login: {
    signIn: 'Sign In',
    createAccount: 'Create Account',
    modeLabel: 'Sign in or create an account',
    signInIntro: 'Welcome back. Sign in to see your reports and your place on the leaderboard.',
    createIntro: 'Create an account to follow your reports from the mobile app.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    orContinueWith: 'Or continue with',
    google: 'Continue with Google',
    working: 'Please wait…',
    authFailed: 'Authentication failed',
    googleFailed: 'Google sign in failed',
    /** Plain words for the identity provider's error codes; anything else shows the provider's message. */
    errors: {
      'auth/invalid-credential': 'The email or password is not right. Check them and try again.',
      'auth/wrong-password': 'The email or password is not right. Check them and try again.',
      'auth/user-not-found': 'The email or password is not right. Check them and try again.',
      'auth/invalid-email': 'That email address does not look right.',
      'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
      'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
      'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
      'auth/network-request-failed': 'No connection. Signing in needs the internet; try again when you are online.',
      'auth/user-disabled': 'This account has been disabled. Contact support for help.',
      'auth/popup-closed-by-user': 'The Google window was closed before signing in finished.',
      'auth/cancelled-popup-request': 'The Google window was closed before signing in finished.',
      'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
    } as Readonly<Record<string, string>>,
    passwordPolicyIntro: 'Your password does not meet the requirements:',
    passwordRules: {
      minLength: (n: number) => `at least ${n} characters`,
      maxLength: (n: number) => `no more than ${n} characters`,
      lowercase: 'a lowercase letter (a-z)',
      uppercase: 'an uppercase letter (A-Z)',
      number: 'a number (0-9)',
      symbol: 'a symbol, such as ! ? # or @',
    },
  },

  version: versionMessages,
  download: downloadMessages,
  pages: pageMessages,
  glance: glanceMessages,

  notFound: {
    title: 'Page not found',
    body: 'That page does not exist. The map is a good place to start.',
    action: 'Go to the map',
  },
} as const;

export type Messages = typeof en;
