import { test as base, expect } from '@playwright/test'

/**
 * The suite's `test`: Playwright's, plus an automatic guard that fails any test during which a page
 * reports a Content-Security-Policy violation (Chromium's console message, or the
 * `securitypolicyviolation` event, which also covers report-only policies). Every spec imports
 * `test` from here (an ESLint rule enforces it).
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
        })
      })
      context.on('console', (message) => {
        const text = message.text()
        if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${message.page()?.url() ?? ''}: ${text}`)
      })
      await use()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
export type { APIRequestContext, Locator, Page, Route } from '@playwright/test'
