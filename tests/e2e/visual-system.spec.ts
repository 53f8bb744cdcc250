import { expect, test } from './test'
import { allPages, localeOf, SIGN_UP } from './helpers'

/**
 * One visual system (ARCHITECTURE.md, "Visual system"), on the pre-rendered HTML of every page at
 * 1280 px: one H1 size (home one step up), the hero's and the closing band's buttons at the page
 * action size, the fixed sign-up label, one FAQ heading style, one section-title size, and the closing
 * band at the end of every marketing page. One browser page walks them all, so this costs seconds, not a test per page.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

const HOME = new Set(['/', '/es'])
/** Pages that are documents, not marketing pages: no closing band. */
const NO_BAND = new Set(['/privacy-policy', '/terms-of-service', '/es/privacy-policy', '/es/terms-of-service'])

test('every page uses the one type scale, button sizes, labels and closing band', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const pathname of allPages()) {
    await page.goto(pathname)
    const found = await page.evaluate((signUpLabel) => {
      const out: string[] = []
      const px = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize)
      const h1s = document.querySelectorAll('main h1')
      if (h1s.length !== 1) out.push(`${h1s.length} h1 elements`)
      const h1 = h1s[0]
      const hero = h1?.closest('section')
      const band = document.querySelector('main [data-closing-band]')
      const heights = new Set<number>()
      for (const scope of [hero, band]) {
        // Not the buttons of a closed popover (the demo tour's last step has its own sign-up).
        for (const button of scope?.querySelectorAll('.mantine-Button-root:not(form *):not([popover] *)') ?? [])
          heights.add(Math.round(button.getBoundingClientRect().height))
      }
      // The calculator's band names its next step ("Get AI Pricing"): the one documented exception.
      // The page-level sign-up actions: in the hero and the closing band (a card's own action, like Start template, is not one).
      const signUps = [hero, band].flatMap((scope) => [
        ...(scope?.querySelectorAll('a.mantine-Button-root[href$="/signup"]:not([data-testid="bid-signup"])') ?? []),
      ])
      const visibleText = (a: Element) => {
        const copy = a.cloneNode(true) as Element
        copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove())
        return (copy.textContent ?? '').trim()
      }
      const labels = [...new Set(signUps.map(visibleText))]
      // FAQ sections (home, tool pages, pricing, the FAQ page); the help center's topic groups are tabs of their own.
      const faqHeadings = [
        ...document.querySelectorAll('main section[aria-labelledby$="faq-title"], main section[aria-labelledby="faq-list-title"]'),
      ]
        .filter((section) => section.querySelector('h2'))
        .map((section) => `${px(section.querySelector('h2')!)}/${getComputedStyle(section.querySelector('h2')!).textAlign}`)
      // The page's own sections: not a section inside another, nor one inside a dialog (Watch demo's tour).
      const sections = [...document.querySelectorAll('main section:not(section section):not([popover] section)')]
      // Every page section's H2 (the heading that labels a top-level section) in the one section-title size.
      const sectionTitles = sections
        .filter((section) => section !== band && section !== hero)
        .map((section) => document.getElementById(section.getAttribute('aria-labelledby') ?? ''))
        .filter((heading): heading is HTMLElement => heading?.tagName === 'H2')
        .map((heading) => `${px(heading)}:${heading.id}`)
      return {
        out,
        h1: h1 ? px(h1) : 0,
        heights: [...heights],
        labels,
        faqHeadings: [...new Set(faqHeadings)],
        sectionTitles,
        bandIsLast: Boolean(band) && sections.at(-1) === band,
        signUpLabel,
      }
    }, SIGN_UP[localeOf(pathname)])
    const say = (what: string) => problems.push(`${pathname}: ${what}`)
    found.out.forEach(say)
    const h1 = HOME.has(pathname) ? 57.6 : 52
    if (Math.abs(found.h1 - h1) > 0.5) say(`h1 is ${found.h1} px, not ${h1}`)
    if (found.heights.some((height) => height !== 50)) say(`hero or band buttons ${found.heights.join(', ')} px high, not 50`)
    if (found.labels.some((label) => label !== found.signUpLabel)) say(`sign-up labels ${JSON.stringify(found.labels)}`)
    if (found.faqHeadings.some((heading) => heading !== '36/start')) say(`FAQ headings ${found.faqHeadings.join(', ')}`)
    // A section's H2 is the section title (36 px) or clearly something else: a callout, a panel or a
    // document clause (28 px or less). Anything between, or above, is a page drifting from the scale.
    const offScale = found.sectionTitles.filter((title) => {
      const size = Number.parseFloat(title)
      return size !== 36 && size > 28
    })
    if (offScale.length) say(`section titles off the 36 px scale: ${offScale.join(', ')}`)
    if (!NO_BAND.has(pathname) && !pathname.includes('no-such') && !found.bandIsLast) say('no closing band at the end of the page')
  }
  expect(problems).toEqual([])
})
