import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openEngine, type EnginePage } from './drivers'
import type { EngineName } from './engines'

/**
 * What every engine must do (issue 45), written once for Firefox and WebKit (Chromium runs the whole Playwright
 * suite): every pre-rendered page loads, stays at its own address for 5 s and reports no error, warning, failed
 * resource or CSP violation; and the core flows work, with scripts on, and the ebook form without them.
 */
const dist = path.resolve(import.meta.dirname, '../../dist')
const STAY_MS = 5_000

/** Every page file of the build as the address it is served at; the unknown addresses show the 404 pages. */
function pageAddresses(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (name.endsWith('.html')) files.push(path.relative(dist, file).split(path.sep).join('/'))
    }
  }
  walk(dist)
  return files
    .filter((file) => !/<meta http-equiv="refresh"/.test(readFileSync(path.join(dist, file), 'utf8'))) // a forwarding file
    .map((file) => {
      const address = `/${file.replace(/\.html$/, '')}`
      if (address === '/index') return '/'
      return address.endsWith('/404') ? `${address.slice(0, -3)}no-such-page` : address
    })
    .sort()
}

function inboxLines(): string[] {
  const inbox = inject('inbox')
  return existsSync(inbox) ? readFileSync(inbox, 'utf8').split('\n').filter(Boolean) : []
}

/** The visible-state checks, as page code (function bodies that see `args`). */
const js = {
  popoverOpen: "return document.getElementById(args[0])?.matches(':popover-open') ?? false",
  popoverClosed: "return !document.getElementById(args[0])?.matches(':popover-open')",
  // A dialog on screen: a script's (Mantine's), or one the HTML opened (a native popover).
  dialogOpen: `const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => (!d.hasAttribute('popover') || d.matches(':popover-open')) && d.getBoundingClientRect().height > 0)
    return Boolean(dialog && dialog.contains(document.activeElement))`,
  noDialog: `return ![...document.querySelectorAll('[role="dialog"]')].some((d) => (!d.hasAttribute('popover') || d.matches(':popover-open')) && d.getBoundingClientRect().height > 0)`,
  hydrated: `const due = [...document.querySelectorAll('[data-island][data-when="idle"]')]
    return due.every((island) => island.hasAttribute('data-hydrated'))`,
  text: "return document.querySelector(args[0])?.textContent?.trim() ?? ''",
  /** No CSS transition or animation still running (a drawer sliding in): what is clicked next is where it will stay. */
  settled: "return document.getAnimations().every((animation) => animation.playState !== 'running')",
}

/** The demo tour's step `id` fills the tour's strip: the strip has scrolled to it. */
const tourStepInView = (id: string) => `const step = document.getElementById(${JSON.stringify(id)})
    const strip = step?.parentElement?.getBoundingClientRect()
    const box = step?.getBoundingClientRect()
    return Boolean(strip && box && box.width > 0 && Math.abs(box.left - strip.left) < 2 && Math.abs(box.right - strip.right) < 2)`

export function engineSuite(engine: EngineName) {
  const baseUrl = inject('baseUrl')
  let page: EnginePage

  describe(`${engine}, scripts on`, () => {
    beforeAll(async () => {
      page = await openEngine(engine, { baseUrl, js: true })
      await page.resize(1280, 800)
    })
    afterAll(async () => page?.close())

    /** Loads a page at 1280 and waits for its first screen's islands. */
    const open = async (address: string) => {
      await page.goto(address)
      await page.waitFor(js.hydrated, `the first screen's islands of ${address} to hydrate`)
    }

    describe('every page stays at its own address for 5 s, without an error', () => {
      for (const address of pageAddresses()) {
        it(address, async () => {
          await page.goto(address)
          const mark = await page.run<number>('return (window.__engineStay = Math.random())')
          await new Promise((resolve) => setTimeout(resolve, STAY_MS))
          expect(await page.address()).toBe(address)
          // The same document still (a reload to the same address would have dropped the mark).
          expect(await page.run<number | undefined>('return window.__engineStay')).toBe(mark)
          expect(await page.run<boolean>(js.hydrated), 'every idle island hydrated').toBe(true)
          expect(await page.run<number>('return document.querySelectorAll("[data-island-failed]").length'), 'islands that failed').toBe(0)
          expect(await page.run<string>("return document.querySelector('main h1')?.textContent ?? ''")).not.toBe('')
          expect(await page.problems()).toEqual([])
        })
      }
    })

    it('the header menu opens and closes at 1280 px (Escape, then a click outside)', async () => {
      await open('/pricing')
      const id = await page.run<string>("return document.querySelector('[data-testid=\"menu-features\"]').getAttribute('popovertarget')")
      await page.click('[data-testid="menu-features"]')
      await page.waitFor(js.popoverOpen.replace('args[0]', JSON.stringify(id)), 'the Features menu to open')
      await page.press('Escape')
      await page.waitFor(js.popoverClosed.replace('args[0]', JSON.stringify(id)), 'Escape to close the menu')
      await page.click('[data-testid="menu-features"]')
      await page.waitFor(js.popoverOpen.replace('args[0]', JSON.stringify(id)), 'the Features menu to open again')
      await page.click('[data-testid="footer-address"]') // outside the menu (the open menu covers the heading)
      await page.waitFor(js.popoverClosed.replace('args[0]', JSON.stringify(id)), 'a click outside to close the menu')
      expect(await page.problems()).toEqual([])
    })

    it('the phone menu opens and closes on a phone-wide window', async () => {
      await page.resize(390, 844)
      try {
        await open('/es/pricing')
        await page.click('[data-testid="mobile-menu-button"]')
        await page.waitFor(js.popoverOpen.replace('args[0]', '"mobile-menu"'), 'the phone menu to open')
        expect(await page.run<string>(js.text, '[data-testid="mobile-menu"]')).toContain('Precios')
        await page.waitFor(js.settled, 'the phone menu to finish opening')
        await page.click('[data-testid="mobile-menu-close"]')
        await page.waitFor(js.popoverClosed.replace('args[0]', '"mobile-menu"'), 'the phone menu to close')
        expect(await page.problems()).toEqual([])
      } finally {
        await page.resize(1280, 800)
      }
    })

    it('an FAQ opens one answer at a time', async () => {
      await open('/faq')
      await page.click('[data-testid="faq-item"]:nth-of-type(1) > summary')
      await page.waitFor('return document.querySelectorAll(\'[data-testid="faq-item"]\')[0].open', 'the first answer to open')
      await page.click('[data-testid="faq-item"]:nth-of-type(2) > summary')
      await page.waitFor(
        'const items = document.querySelectorAll(\'[data-testid="faq-item"]\'); return items[1].open && !items[0].open',
        'the second answer to open and the first to close',
      )
      expect(await page.problems()).toEqual([])
    })

    it('See example opens its dialog; Escape closes it and focus returns to the button', async () => {
      await open('/rfp-reader')
      await page.click('[data-opens="example"]')
      await page.waitFor(js.dialogOpen, 'the example dialog to open with focus inside')
      expect(await page.run<string>('return document.querySelector(\'[role="dialog"]:popover-open\').textContent')).toMatch(/RFP/)
      await page.waitFor("return new URLSearchParams(location.search).has('example')", 'the open example in the address')
      await page.press('Escape')
      await page.waitFor(js.noDialog, 'Escape to close the dialog')
      await page.waitFor('return document.activeElement?.matches(\'[data-opens="example"]\')', 'focus back on See example')
      expect(await page.problems()).toEqual([])
    })

    it('Watch demo opens the tour; Next shows the next step and announces it; Escape closes it', async () => {
      await open('/')
      await page.click('[data-testid="watch-demo"]')
      await page.waitFor(js.dialogOpen, 'the demo to open with focus inside')
      await page.waitFor('return document.querySelector(\'[data-island="demo-dialog"]\')?.hasAttribute("data-hydrated")', 'the demo island')
      await page.click('#demo-tour-step-1 [data-testid="demo-tour-next"]')
      await page.waitFor(tourStepInView('demo-tour-step-2'), 'the second step in view')
      await page.waitFor(
        "return document.querySelector('[data-tour-live]')?.textContent?.startsWith('Step 2 of 5') ?? false",
        'step 2 announced',
      )
      expect(await page.address()).toBe('/')
      await page.press('Escape')
      await page.waitFor(js.noDialog, 'Escape to close the demo')
      expect(await page.problems()).toEqual([])
    })

    it('the language switcher keeps the page', async () => {
      await open('/pricing')
      await page.click('[data-testid="language-switcher"]')
      await page.waitFor("return location.pathname === '/es/pricing' && document.readyState === 'complete'", 'the Spanish pricing page')
      expect(await page.run<string>('return document.documentElement.lang')).toMatch(/^es/)
      expect(await page.problems()).toEqual([])
    })

    it('the help search filters the answers as the visitor types, and keeps the words in the address', async () => {
      await open('/help-center')
      await page.type('[data-testid="help-search"]', 'cancel')
      await page.waitFor("return new URLSearchParams(location.search).get('q') === 'cancel'", 'the search in the address')
      await page.waitFor(
        "return /\\d/.test(document.querySelector('[data-testid=\"help-search-status\"]')?.textContent ?? '')",
        'a count of answers',
      )
      expect(await page.problems()).toEqual([])
    })

    it('the bid calculator re-prices as a field changes', async () => {
      await open('/cleaning-bid-calculator')
      const before = await page.run<string>(js.text, '[data-testid="bid-price"]')
      expect(before).toBe('$14,163.37')
      await page.click('[data-testid="bid-visits"]')
      await page.press('End')
      await page.press('Backspace')
      await page.type('[data-testid="bid-visits"]', '6')
      await page.waitFor("return document.querySelector('[data-testid=\"bid-visits\"]').value === '6'", 'six visits a week')
      // One more visit a week costs more: the estimate goes up.
      const price = (text: string) => Number(text.replace(/[^\d.]/g, ''))
      await page.waitFor(
        `return document.querySelector('[data-testid="bid-price"]')?.textContent?.trim() !== ${JSON.stringify(before)}`,
        'a new price',
      )
      expect(price(await page.run<string>(js.text, '[data-testid="bid-price"]'))).toBeGreaterThan(price(before))
      expect(await page.problems()).toEqual([])
    })

    it('the ebook form sends the lead with fetch and shows the success card', async () => {
      await open('/resources/get-cleaning-accounts-ai-ebook')
      const email = `${engine}-fetch-${Date.now()}@brightfacilityservices.com`
      const before = inboxLines().length
      await page.type('[data-testid="ebook-form"] input[name="name"]', 'Dana Whitfield')
      await page.type('[data-testid="ebook-form"] input[name="email"]', email)
      await page.click('[data-testid="ebook-submit"]')
      await page.waitFor('return Boolean(document.querySelector(\'[data-testid="ebook-success"]\'))', 'the success card')
      expect(await page.address()).toBe('/resources/get-cleaning-accounts-ai-ebook')
      expect(
        inboxLines()
          .slice(before)
          .filter((line) => line.includes(email)),
      ).toHaveLength(1)
      expect(await page.problems()).toEqual([])
    })
  })

  describe(`${engine}, scripts off`, () => {
    let bare: EnginePage
    beforeAll(async () => {
      bare = await openEngine(engine, { baseUrl, js: false })
      await bare.resize(1280, 800)
    })
    afterAll(async () => bare?.close())

    it('See example opens its dialog from the HTML, with its analysis; Escape closes it', async () => {
      await bare.goto('/es/rfp-reader')
      await bare.click('[data-opens="example"]')
      await bare.waitFor(js.dialogOpen, 'the example dialog to open with focus inside')
      expect(await bare.run<string>('return document.querySelector(\'[role="dialog"]:popover-open table\')?.textContent ?? ""')).not.toBe(
        '',
      )
      await bare.press('Escape')
      await bare.waitFor(js.noDialog, 'Escape to close the dialog')
    })

    it("Watch demo opens the tour from the HTML; each step's Siguiente shows the next one", async () => {
      await bare.goto('/es')
      await bare.click('[data-testid="watch-demo"]')
      await bare.waitFor(js.dialogOpen, 'the demo to open with focus inside')
      await bare.waitFor(tourStepInView('demo-tour-step-1'), 'the first step in view')
      await bare.click('#demo-tour-step-1 [data-testid="demo-tour-next"]')
      await bare.waitFor(tourStepInView('demo-tour-step-2'), 'the second step in view')
      await bare.click('#demo-tour-step-2 [data-testid="demo-tour-next"]')
      await bare.waitFor(tourStepInView('demo-tour-step-3'), 'the third step in view')
      await bare.waitFor(js.dialogOpen, 'the demo still open')
      await bare.press('Escape')
      await bare.waitFor(js.noDialog, 'Escape to close the demo')
    })

    it('the Spanish ebook form posts natively and shows the thank-you page', async () => {
      await bare.goto('/ebookpr')
      const email = `${engine}-native-${Date.now()}@brightfacilityservices.com`
      const before = inboxLines().length
      await bare.type('[data-testid="ebook-form"] input[name="name"]', 'Rosa Martínez')
      await bare.type('[data-testid="ebook-form"] input[name="email"]', email)
      await bare.click('[data-testid="ebook-submit"]')
      const thanks = '/es/resources/get-cleaning-accounts-ai-ebook/thank-you'
      const start = Date.now()
      while ((await bare.address().catch(() => '')) !== thanks && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 200))
      expect(await bare.address()).toBe(thanks)
      const records = inboxLines()
        .slice(before)
        .filter((line) => line.includes(email))
      expect(records).toHaveLength(1)
      expect(JSON.parse(records[0]!)).toMatchObject({ name: 'Rosa Martínez', email })
    })
  })
}
