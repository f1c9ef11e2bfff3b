// Watches a page for every sign that it ran, or tried to run, code it should not:
// Content Security Policy violations (as the document reports them and as Chromium
// logs them), dialogs (alert/confirm/prompt), and the marker the test payloads set.
import { expect, type Page } from '@playwright/test';

/** What the hostile payloads set when they run: `window.__xss`. */
export const XSS_MARKER = '__xss';

export interface PageGuard {
  readonly violations: string[];
  readonly dialogs: string[];
  /** Fails the test if anything ran or was blocked so far. */
  expectClean(): Promise<void>;
}

export async function guardPage(page: Page): Promise<PageGuard> {
  const violations: string[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/iu.test(message.text())) violations.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    violations,
    dialogs,
    async expectClean() {
      // Violation reports reach us through a binding: give the last ones a moment to arrive.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
      expect(violations, 'Content Security Policy violations').toEqual([]);
      expect(dialogs, 'dialogs opened by the page').toEqual([]);
      expect(await page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker], XSS_MARKER), 'payload ran').toBeUndefined();
    },
  };
}
