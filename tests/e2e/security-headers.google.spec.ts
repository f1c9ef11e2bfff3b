// The build with a Google Maps key, under firebase.json's policy. Google's hosts are
// out of reach here, so a stand-in for the Maps script does what Google's CSP guide
// says the real one does (inject styles, load more script from maps.gstatic.com,
// fetch from maps.googleapis.com, draw images, start a blob worker, evaluate code):
// the policy must allow every one of them.
import { expect, test } from '@playwright/test';
import { photoSources } from '../../src/domain/report-limits';
import { policyDirectives } from '../../scripts/lib/content-policy.mjs';
import { guardPage } from './page-guard';

const STAND_IN = `
(function () {
  var style = document.createElement('style');
  style.textContent = '.gm-style { font: 400 11px Roboto, Arial, sans-serif; }';
  document.head.appendChild(style);
  var image = new Image();
  image.src = 'https://maps.gstatic.com/mapfiles/transparent.png';
  document.body.appendChild(image);
  fetch('https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test=true').catch(function () {});
  new Function('return 1')();
  new Worker(URL.createObjectURL(new Blob(['self.close()'], { type: 'text/javascript' })));
  var more = document.createElement('script');
  more.src = 'https://maps.gstatic.com/maps-api-v3/api/js/stand-in/main.js';
  document.head.appendChild(more);
  window.__googleStandInRan = true;
})();
`;

test("the Google Maps build's served policy adds 'unsafe-eval' and Google's map hosts, and still names no other bucket", async ({ request }) => {
  const headers = (await request.get('/map')).headers();
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  const policy = policyDirectives(headers['content-security-policy'] ?? '');
  expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'unsafe-eval'", 'https://maps.googleapis.com', 'https://maps.gstatic.com']));
  expect(policy.get('img-src')).toEqual(expect.arrayContaining([...photoSources(), 'https://maps.gstatic.com']));
  for (const name of ['img-src', 'connect-src']) {
    expect(policy.get(name), name).not.toContain('https://*.googleapis.com');
    expect(policy.get(name), name).not.toContain('https://storage.googleapis.com');
  }
});

test('the policy lets the Google Maps script and what it loads work', async ({ page }) => {
  const guard = await guardPage(page);
  const loaded: string[] = [];
  await page.route('https://maps.googleapis.com/**', (route) => {
    loaded.push(route.request().url());
    return route.request().resourceType() === 'script'
      ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN })
      : route.fulfill({ status: 204 });
  });
  await page.route('https://maps.gstatic.com/**', (route) => {
    loaded.push(route.request().url());
    return route.request().resourceType() === 'script'
      ? route.fulfill({ contentType: 'text/javascript', body: '/* more of the stand-in */' })
      : route.fulfill({ contentType: 'image/png', body: Buffer.from('89504e470d0a1a0a', 'hex') });
  });
  await page.goto('/map');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __googleStandInRan?: boolean }).__googleStandInRan)).toBe(true);
  await expect.poll(() => loaded.filter((url) => url.includes('gstatic.com')).length).toBe(2);
  expect(loaded.some((url) => url.includes('gen_204'))).toBe(true);
  await guard.expectClean();
});
