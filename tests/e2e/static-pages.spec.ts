// The static pages of docs/product-behaviour.md §1 and §2.9: privacy policy, data deletion guide and about,
// with the facts and constants they must state, their links, and an accessibility scan.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SUPPORT_EMAIL } from '../../src/domain/constants';
import { t, tList } from './english';
import { account } from './demo-seed';
import { signIn } from './session';

const article = (page: Page) => page.getByRole('article');

test('the privacy policy states its date, the deletion terms, the age limit and the POPIA rights', async ({ page }) => {
  await page.goto('/privacy-policy');
  const policy = article(page);
  await expect(policy.getByRole('heading', { level: 1, name: t('pages.privacyTitle') })).toBeVisible();
  // The facts of docs/product-behaviour.md §1.4, §2.9 and §9.5, checked as it words them, not only as the catalogue does.
  await expect(policy.locator('time[datetime="2025-09-08"]')).toHaveText('September 8, 2025');
  await expect(policy).toContainText(`${t('pages.privacy.lastUpdatedLabel')} ${t('pages.privacy.lastUpdated')}`);
  for (const fact of [
    'location is used only for reporting',
    'data is encrypted',
    'delete your data at any time',
    'processed within 30 days',
    'inactive for 2+ years may be auto-deleted',
    'not for children under 13',
    'Protection of Personal Information Act (POPIA)',
  ]) {
    await expect(policy).toContainText(fact);
  }
  for (const line of [...tList('pages.privacy.summary'), ...tList('pages.privacy.collect.items'), ...tList('pages.privacy.visibility.items')]) {
    await expect(policy).toContainText(line);
  }
  await expect(policy).toContainText(t('pages.privacy.contact.body', { email: SUPPORT_EMAIL }));
  await expect(policy.getByRole('link', { name: SUPPORT_EMAIL }).first()).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);

  await policy.getByRole('link', { name: t('pages.privacy.retention.guideLink') }).click();
  await expect(page).toHaveURL(/\/data-deletion-guide$/u);
  await expect(page.getByRole('heading', { level: 1, name: t('pages.deletionTitle') })).toBeVisible();
});

test('the privacy policy contents list jumps to its section', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/privacy-policy');
  const contents = page.getByRole('navigation', { name: t('pages.onThisPage') });
  await contents.getByRole('link', { name: t('pages.privacy.children.heading') }).click();
  await expect(page).toHaveURL(/#privacy-children$/u);
  await expect(page.getByRole('heading', { level: 2, name: t('pages.privacy.children.heading') })).toBeInViewport();
});

test('the data deletion guide has its four sections, with the support email and the time limits', async ({ page }) => {
  await page.goto('/data-deletion-guide');
  const guide = article(page);
  await expect(guide.getByRole('heading', { level: 1, name: t('pages.deletionTitle') })).toBeVisible();
  await expect(guide.getByRole('heading', { level: 2 })).toHaveText([
    t('pages.deletion.email.heading'),
    t('pages.deletion.uninstall.heading'),
    'Data Recovery & Backup',
    'Need Help?',
  ]);
  const email = { email: SUPPORT_EMAIL };
  for (const line of [t('pages.deletion.email.body', email), ...tList('pages.deletion.email.items'), t('pages.deletion.email.processing'), ...tList('pages.deletion.email.types')]) {
    await expect(guide).toContainText(line);
  }
  const paragraphs = [...tList('pages.deletion.uninstall.paragraphs'), ...tList('pages.deletion.recovery.paragraphs'), ...tList('pages.deletion.recovery.items')];
  for (const line of [...paragraphs, t('pages.deletion.help.contact', email), ...tList('pages.deletion.help.paragraphs')]) {
    await expect(guide).toContainText(line);
  }
  for (const fact of ['account email address', 'reports only', 'complete deletion', 'proceed', 'within 30 days', 'local data only', 'screenshots', 'municipal reference numbers', '24-48 hours']) {
    await expect(guide).toContainText(fact);
  }
  const helpSection = guide.locator('#deletion-help');
  await expect(helpSection.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
});

test('the deletion request email opens prefilled, with the account email once signed in', async ({ page }) => {
  const readTemplate = async () => {
    const href = await page.getByRole('link', { name: t('pages.deletion.email.templateButton') }).getAttribute('href');
    const url = new URL(href ?? '');
    return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') ?? '' };
  };

  await page.goto('/data-deletion-guide');
  const guest = await readTemplate();
  expect(guest.to).toBe(SUPPORT_EMAIL);
  expect(guest.subject).toBe(t('pages.deletion.email.templateSubject'));
  expect(guest.body).toBe(t('pages.deletion.email.templateBody', { accountEmail: '' }).replace(/\n/gu, '\r\n'));
  for (const field of ['Account email address:', 'Request type (reports only, or complete deletion):', 'I confirm that I want you to proceed']) {
    expect(guest.body).toContain(field);
  }
  await expect(page.locator('.email-template pre')).toHaveText(t('pages.deletion.email.templateBody', { accountEmail: '' }));

  const sipho = account('u-sipho');
  await signIn(page, sipho.email, sipho.password);
  await page.goto('/data-deletion-guide');
  await expect(page.locator('.email-template pre')).toContainText(`Account email address: ${sipho.email}`);
  expect((await readTemplate()).body).toContain(`Account email address: ${sipho.email}`);
});

test('the about page says what the product is, disclaims any government link and lists the official sites', async ({ page }) => {
  await page.goto('/about');
  const about = article(page);
  await expect(about.getByRole('heading', { level: 1, name: t('pages.aboutTitle') })).toBeVisible();
  await expect(about).toContainText('not affiliated with any government entity');
  for (const line of [...tList('pages.about.disclaimer.paragraphs'), ...tList('pages.about.features.items'), ...tList('pages.about.app.items'), ...tList('pages.about.problems.items')]) {
    await expect(about).toContainText(line);
  }
  await expect(about.getByRole('link', { name: t('pages.about.app.downloadLink') })).toHaveAttribute('href', '/download');
  await expect(about.getByRole('link', { name: t('pages.about.openData.discoveryLink') })).toHaveAttribute('href', '/open311/v2/discovery.json');
  // The icon set's licence asks for credit (issue 17).
  await expect(about.getByRole('heading', { level: 2, name: t('pages.about.credits.heading') })).toBeVisible();
  await expect(about.getByRole('link', { name: `${t('pages.about.credits.iconsLink')} ${t('pages.opensInNewTab')}` })).toHaveAttribute('href', 'https://tabler.io/icons');
  // The boundary data's terms ask for this line, word for word (issue 39).
  await expect(about).toContainText('Boundaries: Municipal Demarcation Board (2020 demarcation), simplified by OpenUp');

  const official = [
    'https://www.gov.za',
    'https://www.dws.gov.za',
    'https://www.transport.gov.za',
    'https://www.publicworks.gov.za',
    'https://www.misa.gov.za',
  ];
  for (const [i, href] of official.entries()) {
    const name = t(`pages.about.official.sites.${(i + 1) as 1 | 2 | 3 | 4 | 5}.name` as const);
    const link = about.getByRole('link', { name: `${name} ${t('pages.opensInNewTab')}` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await about.getByRole('link', { name: t('pages.backToMap') }).click();
  await expect(page).toHaveURL(/\/$/u);
  await expect(page.getByRole('heading', { level: 1, name: t('nav.viewMap') })).toBeAttached();
});

for (const path of ['/privacy-policy', '/data-deletion-guide', '/about']) {
  test(`${path} has no WCAG 2.1 A/AA violations in light and dark`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations, `${colorScheme}: ${results.violations.map((v) => v.id).join(', ')}`).toEqual([]);
    }
  });
}
