import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PSEUDO_CHARS, PSEUDO_LOCALE } from '../../scripts/build/vite/pseudo-locale'
import { localeOf, waitForHydration } from './helpers'
import { allowEntry } from './pseudo-allow-list'
import { expect, test, type Page } from './test'

/**
 * The pseudo-locale build (npm run build:pseudo -> dist-pseudo/, served by the 'pseudo' project of
 * playwright.config.ts): a third locale, /qps, whose every catalog message is English accented, ~35%
 * longer and wrapped in ⟦…⟧ (scripts/build/vite/pseudo-locale.ts). On every page of that locale:
 * - any text a visitor can see (or reveal by opening a menu or an FAQ), accessible names and
 *   placeholders included, must carry pseudo marks; text without them was written in code, not
 *   taken from a catalog, unless ./pseudo-allow-list.ts allows it with a reason;
 * - at 390 px no header control, button, button-styled link or card title has text that overflows
 *   its box, and the page does not scroll sideways.
 */

const dist = path.resolve(import.meta.dirname, '../../dist-pseudo')
const sitemap = path.join(dist, 'sitemap.xml')
const built = existsSync(sitemap)
const pages = built
  ? [...readFileSync(sitemap, 'utf8').matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
      .map((m) => (m[1] === '/' ? '/' : m[1]!.replace(/\/$/, '')))
      .filter((p) => localeOf(p) === PSEUDO_LOCALE)
  : []
// Its 404 page too (it is in no sitemap).
if (built) pages.push(`/${PSEUDO_LOCALE}/pseudo-locale-check-not-found`)

type Found = { text: string; where: string }

/** Text nodes and text attributes without a pseudo mark, in the page as it is now and inside every closed menu and <details>. */
async function unmarkedText(page: Page): Promise<Found[]> {
  return page.evaluate(
    (markers) => {
      const marks = new Set([...markers])
      const hasMark = (s: string) => [...s].some((c) => marks.has(c))
      const hasLetter = (s: string) => /\p{L}/u.test(s)
      const norm = (s: string) => s.replace(/\s+/g, ' ').trim()
      // Text marked lang="en" is a locale in progress showing English on purpose; the language names are each in itself.
      const ignored = (el: Element) =>
        el.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], [lang]:not(html)') !== null
      // An <option> has no box of its own: it shows when its <select> does.
      const shown = (el: Element) => (el.closest('select') ?? el).checkVisibility({ visibilityProperty: true })
      const describe = (el: Element) => {
        const cls = [...el.classList].map((c) => c.replace(/^_(\w+?)_[\w-]{5}_\d+$/, '$1')).filter((c) => !/^m_[0-9a-f]+$/.test(c))
        const testid = el.getAttribute('data-testid')
        return `<${el.tagName.toLowerCase()}${cls.length ? `.${cls.slice(0, 2).join('.')}` : ''}${testid ? ` data-testid=${testid}` : ''}>`
      }
      const found = new Map<string, { text: string; where: string }>()
      const add = (text: string, where: string) => found.set(`${text}|${where}`, { text, where })
      const ATTRS = ['aria-label', 'aria-description', 'aria-roledescription', 'placeholder', 'title', 'alt']

      const collect = (root: Element) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement
          const text = norm(node.textContent ?? '')
          if (!el || !hasLetter(text) || hasMark(text) || ignored(el) || !shown(el)) continue
          add(text, describe(el))
        }
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (ignored(el)) continue
          for (const name of ATTRS) {
            const value = norm(el.getAttribute(name) ?? '')
            if (hasLetter(value) && !hasMark(value)) add(value, `[${name}] of ${describe(el)}`)
          }
          if (
            el instanceof HTMLInputElement &&
            ['submit', 'button', 'reset'].includes(el.type) &&
            hasLetter(el.value) &&
            !hasMark(el.value)
          ) {
            add(norm(el.value), `[value] of ${describe(el)}`)
          }
        }
      }

      collect(document.body)
      if (hasLetter(document.title) && !hasMark(document.title)) add(norm(document.title), '<title>')
      // What opening a disclosure reveals: each closed <details>, then each popover (menus), one at a time.
      for (const details of document.querySelectorAll<HTMLDetailsElement>('details:not([open])')) {
        if (ignored(details)) continue
        const name = details.getAttribute('name')
        details.removeAttribute('name') // opening one of a <details name> group would close the others
        details.open = true
        collect(details)
        details.open = false
        if (name !== null) details.setAttribute('name', name)
      }
      for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
        if (ignored(popover) || popover.matches(':popover-open')) continue
        popover.showPopover()
        collect(popover)
        popover.hidePopover()
      }
      return [...found.values()]
    },
    [...PSEUDO_CHARS].join(''),
  )
}

/** Header controls, buttons, button-styled links and card titles whose text spills out of their box, and sideways scrolling. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TARGETS = [
      'header a',
      'header button',
      'button',
      '[role="button"]',
      'input[type="submit"]',
      'input[type="button"]',
      '.mantine-Button-root',
      '[class*="cardTitle"]',
      ':is([class*="_card_"], [class*="Card_"], .mantine-Card-root) :is(h2, h3, h4, h5, h6, [class*="title" i])',
    ].join(', ')
    const out: string[] = []
    const width = document.documentElement.clientWidth
    const label = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim() || el.getAttribute('aria-label') || ''
      const cls = [...el.classList].map((c) => c.replace(/^_(\w+?)_[\w-]{5}_\d+$/, '$1')).filter((c) => !/^m_[0-9a-f]+$/.test(c))
      return `<${el.tagName.toLowerCase()}${cls.length ? `.${cls.slice(0, 2).join('.')}` : ''}> "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`
    }
    const clips = (el: Element) => {
      const style = getComputedStyle(el)
      return style.overflowX !== 'visible' || style.overflowY !== 'visible'
    }
    // Visually hidden text (.sr-only: clipped to a 1 px box) is for screen readers; it cannot overflow anything visible.
    const srOnly = (el: Element) => {
      const r = el.getBoundingClientRect()
      return clips(el) && (r.width <= 1 || r.height <= 1)
    }
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const x = getComputedStyle(a).overflowX
        if ((x === 'auto' || x === 'scroll') && a.scrollWidth > a.clientWidth) return true
      }
      return false
    }
    if (document.documentElement.scrollWidth > width + 1) {
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`)
    }
    for (const el of document.querySelectorAll<HTMLElement>(TARGETS)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const problems: string[] = []
      const display = getComputedStyle(el).display
      // An icon-only control (the menu button) has no text to spill, but must stay on screen.
      const hasText = (el.textContent ?? '').trim() !== ''
      if (hasText && display !== 'inline' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`content ${el.scrollWidth - el.clientWidth} px wider than the box`)
      // Each line of text against the element's box and every box in between that clips it.
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || !(node.textContent ?? '').trim() || !parent.checkVisibility({ visibilityProperty: true })) continue
        const boxes: DOMRect[] = display === 'inline' ? [] : [box]
        let hidden = false
        for (let a: Element | null = parent; a && a !== el; a = a.parentElement) {
          if (srOnly(a)) hidden = true
          else if (clips(a)) boxes.push(a.getBoundingClientRect())
        }
        if (hidden) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        // Sideways to the pixel; up or down by a line whose middle is outside (a glyph's accent may rise above a tight line box).
        const spill = [...range.getClientRects()].some((r) =>
          boxes.some(
            (b) => r.right > b.right + 1 || r.left < b.left - 1 || (r.top + r.bottom) / 2 > b.bottom || (r.top + r.bottom) / 2 < b.top,
          ),
        )
        if (spill) {
          problems.push('text spills out of its box')
          break
        }
      }
      // Partly off screen (wholly off-screen elements are skip links and the like).
      if (box.left < -1 && box.right > 0 && !inScroller(el)) problems.push(`starts ${Math.round(-box.left)} px left of the screen`)
      if (box.right > width + 1 && box.left < width && !inScroller(el))
        problems.push(`ends ${Math.round(box.right - width)} px right of the screen`)
      if (problems.length) out.push(`${label(el)}: ${problems.join('; ')}`)
    }
    return out
  })
}

test.describe('pseudo-locale', () => {
  test('the pseudo-locale build is there', () => {
    expect(built, 'dist-pseudo/ is missing: run `npm run build:pseudo` first').toBe(true)
    expect(pages.length).toBeGreaterThan(20)
  })

  for (const pathname of pages) {
    test(`${pathname}: every text comes from a catalog, nothing overflows at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(pathname)
      await waitForHydration(page)
      const found = await unmarkedText(page)
      const overflow = await overflowing(page)
      await page.setViewportSize({ width: 1280, height: 800 })
      found.push(...(await unmarkedText(page)))

      const notFromCatalog = [
        ...new Set(found.filter((f) => !allowEntry(f.text, pathname, f.where)).map((f) => `"${f.text}" in ${f.where}`)),
      ]
      expect
        .soft(
          notFromCatalog,
          `${pathname}: visible text not taken from a catalog (move it into locales/, or allow it in pseudo-allow-list.ts with a reason)`,
        )
        .toEqual([])
      expect.soft(overflow, `${pathname}: text overflowing its box at 390 px`).toEqual([])
    })
  }
})
