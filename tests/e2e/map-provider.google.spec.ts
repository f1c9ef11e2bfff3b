// A build with a Google Maps key: Google's script host is the live internet, which this
// machine cannot reach, so every load fails here. The loader must try 1 + 3 times, n x 2^n
// ms apart, then fall back to the open map, which draws the same markers.
import { expect, test } from '@playwright/test';
import { t } from './english';

test('Google Maps failing to load is retried three times, then the open map takes over', async ({ page }) => {
  const attempts: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('https://maps.googleapis.com/**', (route) => {
    attempts.push(route.request().url());
    return route.abort();
  });
  await page.goto('/map');
  await expect(page.locator('.map-cluster, .map-marker').first()).toBeVisible();
  await expect(page.getByText(t('map.loading'))).toHaveCount(0);
  expect(attempts).toHaveLength(4);
  expect(attempts.every((url) => url.includes('libraries=geometry,places'))).toBe(true);
  expect(warnings.some((line) => line.includes('[map] Google Maps is unavailable'))).toBe(true);
  await expect(page.locator('.leaflet-container')).toBeVisible();
});
