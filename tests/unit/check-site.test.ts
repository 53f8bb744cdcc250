import { describe, expect, it } from 'vitest'
import { htmlProblems, linkProblems, withoutBodyStyles, type SitePage } from '../../scripts/checks/check-site-lib'

const page = (path: string, body: string): SitePage => ({
  path,
  html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test page</title></head><body>${body}</body></html>`,
})

const served = new Set(['/', '/pricing', '/es/pricing', '/favicon.svg'])
const exists = (p: string) => served.has(p)

describe('linkProblems', () => {
  it('accepts internal links to built pages and files, external and mailto links, and present anchors', () => {
    const pages = [
      page(
        '/',
        '<a href="/pricing#plan">Plan</a><a href="/es/pricing">ES</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a><a href="mailto:a@b.co">m</a><link rel="icon" href="/favicon.svg"><a href="#main">skip</a><main id="main"></main>',
      ),
      page('/pricing', '<section id="plan"></section>'),
    ]
    expect(linkProblems(pages, exists)).toEqual([])
  })

  it('reports a link to a page that is not built, and an anchor with no element', () => {
    const pages = [
      page('/', '<a href="/pricng">typo</a><a href="/pricing#faq">faq</a><a href="#nowhere">x</a>'),
      page('/pricing', '<div id="plan"></div>'),
    ]
    expect(linkProblems(pages, exists).map((p) => p.message)).toEqual([
      'broken link: /pricng',
      'missing anchor: /pricing#faq (no element with id "faq" on /pricing)',
      'missing anchor: #nowhere (no element with id "nowhere" on /)',
    ])
  })

  it('reports a new-tab link without noopener noreferrer', () => {
    const problems = linkProblems([page('/', '<a href="https://example.com" target="_blank" rel="noopener">x</a>')], exists)
    expect(problems).toHaveLength(1)
    expect(problems[0]!.message).toMatch(/without rel="noopener noreferrer"/)
  })
})

describe('htmlProblems', () => {
  it('passes a valid page and reports content-model errors', async () => {
    expect(await htmlProblems([page('/', '<main><h1>Title</h1><p>Text</p></main>')])).toEqual([])
    const problems = await htmlProblems([page('/', '<main><h1>Title</h1><button type="button"><div>x</div></button></main>')])
    expect(problems.map((p) => p.message).join('\n')).toMatch(
      /element-permitted-content.*<div> element is not permitted as content under <button>/,
    )
  })

  it("accepts a stacked table's restated table roles, and still reports other redundant roles", async () => {
    const table =
      '<table><caption>Recent</caption><tbody><tr role="row"><th scope="row" role="rowheader">Post</th><td role="cell">Blog</td></tr></tbody></table>'
    expect(await htmlProblems([page('/', `<main><h1>Title</h1>${table}</main>`)])).toEqual([])
    const problems = await htmlProblems([page('/', '<main><h1>Title</h1><button type="button" role="button">Go</button></main>')])
    expect(problems.map((p) => p.message).join('\n')).toMatch(/no-redundant-role/)
  })

  it('ignores the <style> blocks Mantine writes in the body, and only those', async () => {
    const html = page('/', '<main><h1>Title</h1><style>.a{color:red}</style></main>').html
    expect(withoutBodyStyles(html)).not.toContain('<style>')
    expect(await htmlProblems([{ path: '/', html }])).toEqual([])
  })
})
