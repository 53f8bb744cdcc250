import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, LOCALE_TABLE, type Locale, type LocaleEntry } from '../../src/i18n/locales'
import { pseudoMessage } from '../../scripts/build/vite/pseudo-locale'

// The site under test (DIST_DIR, as scripts/serve.ts reads it, or dist/).
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.resolve(import.meta.dirname, '../../dist')

/** Every pre-rendered page, read from the built sitemap (itself derived from the route tree). */
export function allPages(): string[] {
  const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => (m[1] === '/' ? '/' : m[1]!.replace(/\/$/, '')))
}

/** The locale of a URL, from the locale table (src/i18n/locales.ts): an address of its own, else the prefix, else the default. */
export function localeOf(pathname: string): Locale {
  for (const l of LOCALE_TABLE as readonly LocaleEntry[]) {
    if (Object.values(l.own ?? {}).includes(pathname)) return l.id as Locale
  }
  for (const l of LOCALE_TABLE) {
    if (l.prefix !== '' && (pathname === `/${l.prefix}` || pathname.startsWith(`/${l.prefix}/`))) return l.id
  }
  return DEFAULT_LOCALE
}

/** A text of a locale's catalog as its pages show it: English where the locale (one in progress) has none yet. */
function catalogText(locale: string, ns: string, key: string): string {
  const read = (lng: string) => {
    const file = path.resolve(import.meta.dirname, `../../locales/${lng}/${ns}.json`)
    if (!existsSync(file)) return ''
    let node: unknown = JSON.parse(readFileSync(file, 'utf8'))
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    return typeof node === 'string' ? node.trim() : ''
  }
  return read(locale) || read(DEFAULT_LOCALE)
}

/** The sign-up action's fixed label (common:actions.getStarted), one per language, everywhere (the pseudo-locale's made from English). */
export const SIGN_UP = Object.fromEntries(
  (LOCALE_TABLE as readonly LocaleEntry[]).map((l) => {
    const text = catalogText(l.id, 'common', 'actions.getStarted')
    return [l.id, l.pseudo ? pseudoMessage(text) : text]
  }),
) as Record<Locale, string>

/**
 * The text (or accessible name) of a sign-up link: its fixed label, followed or not by the hidden
 * screen-reader note that it opens a new tab (common:a11y.opensInNewTab), which some sign-up
 * buttons carry and others do not. Anchored: "Get started" and nothing else around it.
 */
export function signUpText(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped}(?: \\((?:opens in a new tab|se abre en una pestaña nueva)\\))?$`)
}

/** Collects console errors and warnings, page errors and CSP violations. */
export function watchConsole(page: Page, opts: { allow?: RegExp[] } = {}) {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return
    const text = msg.text()
    if (opts.allow?.some((re) => re.test(text))) return
    problems.push(`${msg.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Waits until the page is ready: its first screen's islands hydrated (a page without islands is ready as it is). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    // A page that loads no JavaScript (a route with staticData.clientScript false) is ready as it is.
    // An islands page (src/islands): its first screen's islands have hydrated (the runtime's 'hydrated' mark).
    if (document.querySelector('script[data-islands]')) return performance.getEntriesByName('hydrated', 'mark').length > 0
    return true
  })
}

/**
 * A deferred section (src/components/deferred-section.tsx) loads its code when it enters the viewport:
 * scrolls it into view and waits until React has hydrated the element (it carries a fiber then). On an islands
 * page the section is HTML: what hydrates is each island inside it (its element becomes a React root).
 */
export async function hydrateDeferredSection(element: Locator) {
  await element.scrollIntoViewIfNeeded()
  await expect
    .poll(
      () =>
        element.evaluate((el) => {
          const react = (node: Element, prefix: string) => Object.keys(node).some((k) => k.startsWith(prefix))
          if (!document.querySelector('script[data-islands]')) return react(el, '__reactFiber')
          // An element inside an island: that island (a React root of its own) has hydrated and committed (the runtime
          // marks it then; React's container key appears when hydration starts, before its handlers are live).
          const own = el.closest<HTMLElement>('[data-island]')
          if (own) return own.dataset.hydrated !== undefined
          return [...el.querySelectorAll<HTMLElement>('[data-island][data-when="idle"], [data-island][data-when="visible"]')].every(
            (i) => i.dataset.hydrated !== undefined,
          )
        }),
      { timeout: 15_000 },
    )
    .toBe(true)
}

export async function expectSingleHeadTags(page: Page) {
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1)
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** axe (WCAG 2.0/2.1/2.2 A and AA) over the page, or the part matching `include`: no violation of any impact. */
export async function expectNoViolations(page: Page, include?: string) {
  // Judge the page at rest: the rotating sample prompts hold still while axe runs (a prompt fading in
  // mid-run was once measured at part opacity behind an open dialog), then move again as they did.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    await checkNoViolations(page, include)
  } finally {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' })
  }
}

async function checkNoViolations(page: Page, include?: string) {
  // Judge the settled page: a dialog still fading in is measured at part opacity (lower contrast).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  // Mantine's dialogs fade in through styles set from a timer, which may not have started when the
  // line above runs: wait until every open dialog and its overlay are fully opaque.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
      for (let el: Element | null = dialog; el; el = el.parentElement) {
        if (getComputedStyle(el).opacity !== '1') return false
      }
      return true
    }),
  )
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/** Watch demo's tour (DemoTour): the step in view, which the demo island marks `data-current`. */
export const currentTourStep = (scope: Locator | Page) => scope.locator('[data-testid="demo-tour-step"][data-current]')

/** Waits until the demo island (its code loads on the first Watch demo tap) has hydrated and took over the tour. */
export async function waitForDemoIsland(page: Page) {
  await expect(page.locator('[data-island="demo-dialog"]')).toHaveAttribute('data-hydrated', '')
}

/** Walks the open tour to its last step with the arrow keys, from the current step's Next, as a keyboard user does. */
export async function tourToLastStep(page: Page, dialog: Locator) {
  await waitForDemoIsland(page)
  await currentTourStep(dialog).getByTestId('demo-tour-next').focus()
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
  await expect(currentTourStep(dialog)).toHaveAttribute('aria-label', /5\D+5$/)
}
