/**
 * Every user-visible string of the site, in English. The product spec's exact
 * words live here (so they are easy to check against it); a translation is a
 * new file of the same shape, not a hunt through components.
 */
import { PRODUCT_NAME } from '../domain/constants';
import { downloadMessages, versionMessages } from './en-download';
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

  names: {
    user: 'User',
    anonymous: 'Anonymous',
    anonymousUser: 'Anonymous User',
    unknownUser: 'Unknown User',
  },

  stats: {
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
    signInToReport: 'Sign In to Report Problems',
    viewProblemsMap: 'View Problems Map',
    totalReports: 'Total Reports',
    activeProblems: 'Active Problems',
    resolved: 'Resolved',
    contributors: 'Contributors',
    recentProblems: 'Recent Problems',
    viewAllOnMap: 'View All on Map',
    locationPending: 'Location pending',
    empty: 'No problems reported yet. Be the first to make a difference!',
    confirmations: (n: number) => `${n} confirmation${n === 1 ? '' : 's'}`,
    reportedBy: (name: string) => `Reported by ${name}`,
    away: (distance: string) => `${distance} away`,
  },

  map: {
    loading: 'Loading map...',
    shareCopied: 'Link copied to clipboard!',
  },

  leaderboard: {
    title: 'Leaderboard',
    period: 'Period',
    loading: 'Loading leaderboard...',
    emptyTitle: 'No contributors yet',
    emptyBody: 'Be the first to report a problem and make a difference!',
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
    signInRequiredBody: 'Sign in to see your reports and your contribution to your community.',
    guestUser: 'Guest User',
    registeredUser: 'Registered User',
    reports: (n: number) => `${n} report${n === 1 ? '' : 's'}`,
    totalReports: 'Total Reports',
    resolved: 'Resolved',
    active: 'Active',
    communityImpact: 'Community Impact',
    recentReports: 'Recent Reports',
    viewAllOnMap: 'View all on the map',
    emptyTitle: 'No reports yet',
    emptyBody: 'Use the mobile app to report problems!',
  },

  login: {
    signIn: 'Sign In',
    createAccount: 'Create Account',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    orContinueWith: 'Or continue with',
    google: 'Google',
    authFailed: 'Authentication failed',
    googleFailed: 'Google sign in failed',
  },

  version: versionMessages,
  download: downloadMessages,
  pages: pageMessages,

  notFound: {
    title: 'Page not found',
    body: 'That page does not exist. The map is a good place to start.',
    action: 'Go to the map',
  },
} as const;

export type Messages = typeof en;
