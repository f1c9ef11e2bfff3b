/** Static page text (privacy, data deletion, about), part of the English catalogue in en.ts. */
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../domain/constants';

// `{email}` in a sentence marks where the support email link goes, so a
// translation can move it without splitting the sentence into pieces.

const privacy = {
  lastUpdatedLabel: 'Last updated:',
  lastUpdated: 'September 8, 2025',
  /** Machine-readable form of lastUpdated, for the <time> element. */
  lastUpdatedIso: '2025-09-08',
  intro: `${PRODUCT_NAME} helps South Africans report and track local infrastructure problems. This policy explains, in plain words, what we collect, why we collect it, who can see it and how you stay in control of it.`,
  summaryHeading: 'In short',
  summary: [
    'Your location is used only for reporting problems.',
    'Your data is encrypted.',
    'You can delete your data at any time.',
  ],
  collect: {
    heading: 'What we collect',
    paragraphs: ['We collect only what the service needs to work:'],
    items: [
      'Your account email address, used to sign in and to contact you about your account.',
      'Your name or the nickname you choose, shown with your reports and on the leaderboard.',
      'The problem reports you make in the mobile app: the type of problem, your description, its GPS location and any photos you attach.',
      'Your confirmations and denials: when you confirm or deny someone else’s report, we record that you did and when.',
      'Your activity on the leaderboard: how many reports you have made, when you were last active and the bonus points you earn in the app.',
    ],
  },
  location: {
    heading: 'How we use your location',
    paragraphs: [
      'Your location is used only for reporting. When you report a problem in the mobile app, its GPS location is saved with the report so that the problem shows in the right place on the map.',
      'This web site can also use your location to centre the map on you and to show how far away problems are. That location stays in your browser: it is not saved with your account.',
    ],
  },
  visibility: {
    heading: 'Who can see what',
    items: [
      'Problem reports are public. Anyone can see them on the map, with their type, description, location, photos and status.',
      'Your nickname or your name is shown as the reporter, whichever you choose in the app. Pick a nickname, or report anonymously, if you would rather not show your real name.',
      'The leaderboard shows your nickname or name, your points and how many reports, confirmations and denials you have made.',
      'Your email address is never shown to other users.',
    ],
  },
  security: {
    heading: 'How we protect your data',
    paragraphs: [
      'Your data is encrypted, both on its way between your device and our servers and where it is stored. Sign-in is handled by a secure identity service, so we never see or store your password in plain text.',
    ],
  },
  retention: {
    heading: 'Keeping and deleting your data',
    items: [
      'You can delete your data at any time: in the mobile app, or by sending us an email.',
      'Deletion requests are processed within 30 days.',
      'Accounts inactive for 2+ years may be auto-deleted.',
    ],
    guideLink: 'Read the Data Deletion Guide',
  },
  rights: {
    heading: 'Your rights under POPIA',
    paragraphs: [
      'South Africa’s Protection of Personal Information Act (POPIA) protects your personal information. Under POPIA you have the right to:',
    ],
    items: [
      'know what personal information we hold about you;',
      'get a copy of it;',
      'ask us to correct it if it is wrong;',
      'ask us to delete it;',
      'object to how we use it;',
      'complain to the Information Regulator if you are unhappy with how we handled your information.',
    ],
    contact: 'To use any of these rights, email us at {email}.',
  },
  children: {
    heading: 'Children',
    paragraphs: [
      `${PRODUCT_NAME} is not for children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has given us their details, contact us and we will delete them.`,
    ],
  },
  changes: {
    heading: 'Changes to this policy',
    paragraphs: ['If we change this policy, we will update it on this page and change the date at the top.'],
  },
  contact: {
    heading: 'Contact us',
    body: 'Questions about your privacy? Email us at {email}.',
  },
} as const;

const deletion = {
  intro: `You can delete your ${PRODUCT_NAME} data at any time. This guide explains how to ask for deletion, what uninstalling the app does and does not remove, and what to keep before your data is gone.`,
  email: {
    heading: 'Email-based Deletion Requests',
    body: 'Send your request to {email}. So that we can act on it, your email must state:',
    items: [
      'your account email address (the one you sign in with);',
      'the request type: delete your reports only, or complete deletion of your account and all its data;',
      'your confirmation that you want us to proceed.',
    ],
    processing: 'We process deletion requests within 30 days.',
    typesHeading: 'Which request type to choose',
    types: [
      'Reports only: we delete the problem reports you made, with their photos. Your account stays, so you can keep using the app.',
      'Complete deletion: we delete your account and everything linked to it, including your profile, reports, photos, confirmations and points.',
    ],
    templateHeading: 'Ready-to-use email',
    templateIntro: 'Open this email in your mail app, fill in the blanks and send it. If the button does not open your mail app, copy the text below into a new email.',
    templateButton: 'Email my deletion request',
    templateSubject: `${PRODUCT_NAME} data deletion request`,
    templateSubjectLabel: 'Subject:',
    /** The email body; a signed-in user's account email is filled in for them. */
    templateBody: (accountEmail = '') =>
      [
        `Hello ${PRODUCT_NAME} team,`,
        '',
        'Please delete my data.',
        '',
        `Account email address: ${accountEmail}`,
        'Request type (reports only, or complete deletion): ',
        '',
        'I confirm that I want you to proceed with this deletion. I understand that deleted data cannot be recovered.',
        '',
        'Thank you',
      ].join('\n'),
  },
  uninstall: {
    heading: 'App Uninstallation',
    paragraphs: [
      'Uninstalling the app removes local data only: what is stored on your phone.',
      'Your account stays active on our servers, and your problem reports stay visible on the map.',
      'For full removal, use the deletion option in the app, or send us an email request as described above.',
    ],
  },
  recovery: {
    heading: 'Data Recovery & Backup',
    paragraphs: [
      'Once your data is deleted there is no recovery: we cannot bring back a deleted account or deleted reports. Before you ask for deletion:',
    ],
    items: [
      'take screenshots of the reports you want to keep;',
      'note the municipal reference numbers of your reports, so you can still follow them up with your municipality.',
    ],
  },
  help: {
    heading: 'Need Help?',
    contact: 'Contact our support team at {email}.',
    paragraphs: [
      'We reply typically within 24-48 hours.',
      'Deletion requests are processed within 30 days.',
    ],
  },
} as const;

/** The five official sites of docs/product-behaviour.md §1.3, in its order. */
const officialSites = [
  { name: 'South African Government', topic: 'General government information and services', href: 'https://www.gov.za' },
  { name: 'Department of Water and Sanitation', topic: 'Water supply and sanitation', href: 'https://www.dws.gov.za' },
  { name: 'Department of Transport', topic: 'Roads and transport', href: 'https://www.transport.gov.za' },
  { name: 'Department of Public Works and Infrastructure', topic: 'Public works and infrastructure', href: 'https://www.publicworks.gov.za' },
  { name: 'Municipal Infrastructure Support Agent (MISA)', topic: 'Municipal infrastructure support', href: 'https://www.misa.gov.za' },
] as const;

const about = {
  intro: `${PRODUCT_NAME} is a community-driven web site and mobile app where South Africans report and track local infrastructure problems, so that everyone can see what needs fixing in their area.`,
  problems: {
    heading: 'What you can report',
    paragraphs: ['Any local infrastructure problem in your community, for example:'],
    items: [
      'Water leaks and pipe issues',
      'Traffic light malfunctions',
      'Potholes and road damage',
      'Street lighting problems',
      'Damaged guard rails',
      'Illegal dumping',
      'Unauthorised occupations',
    ],
  },
  features: {
    heading: 'How it works',
    items: [
      'Report a problem with its GPS location and photos.',
      'See community issues on an interactive map.',
      'Community validation: other users confirm or deny a report, so the map stays accurate.',
      'Earn points for every report and climb the leaderboard through its achievement levels.',
      'Report anonymously or under a nickname if you prefer.',
      'A car-friendly interface that is quick and simple to use on the road.',
    ],
  },
  app: {
    heading: 'The mobile app',
    paragraphs: ['Reports are created in the mobile app; this web site shows them. The Android app also offers:'],
    items: [
      'offline reporting: report without signal, and the app sends it when you are back online;',
      'push notifications about your reports;',
      'GPS tracking, so each report lands in the right place;',
      'photo attachments straight from your camera.',
    ],
    downloadLink: 'Download the mobile app',
  },
  openData: {
    heading: 'Open data',
    paragraphs: [
      'Every report on this site is open data. Councils, journalists and researchers can read the reports, without an account or a key, through Open311 GeoReport v2, the open standard that civic reporting sites and many municipalities use. Names and email addresses are never part of it.',
    ],
    discoveryLink: 'The Open311 endpoint (discovery.json)',
    recentLink: 'Reports of the last 90 days (requests.json)',
    standardLink: 'The Open311 GeoReport v2 standard',
  },
  disclaimer: {
    heading: 'Disclaimer',
    paragraphs: [
      `${PRODUCT_NAME} is a private community project. It is not affiliated with any government entity: no government department, municipality or agency runs, funds or endorses it.`,
      'A report on this site is not an official complaint. For urgent or dangerous problems, such as a burst water main or a downed power line, contact your municipality directly.',
    ],
  },
  official: {
    heading: 'Official government sites',
    intro: 'For official information and services, visit:',
    sites: officialSites,
  },
  credits: {
    heading: 'Credits',
    paragraphs: [
      `The icons are from Tabler Icons by Paweł Kuna, free to use under the MIT licence. The pothole, street light, guard rail and rubbish bag icons were drawn for ${PRODUCT_NAME} in the same style.`,
    ],
    iconsLink: 'Tabler Icons',
    licenceLink: 'The Tabler Icons licence (MIT)',
  },
  contact: 'Questions or ideas? Email us at {email}.',
} as const;

export const pageMessages = {
  privacyTitle: 'Privacy Policy',
  deletionTitle: 'Data Deletion Guide',
  aboutTitle: `About ${PRODUCT_NAME}`,
  backToMap: 'Back to the map',
  supportEmail: SUPPORT_EMAIL,
  opensInNewTab: '(opens in a new tab)',
  onThisPage: 'On this page',
  privacy,
  deletion,
  about,
} as const;
