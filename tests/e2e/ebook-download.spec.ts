import { readFileSync } from 'node:fs'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { expect, test, type APIRequestContext, type Locator, type Page } from './test'
import { expectNoViolations, waitForHydration, watchConsole } from './helpers'

/**
 * The ebook is delivered at once (issue 14): after a successful submission the success card, and the
 * confirmation page a visitor without JavaScript lands on, link to the page language's PDF and, one
 * link away, the other language's; both answer 200 as application/pdf, and the page count the page
 * announces is the PDF's own.
 */

const FORM = '**/api/form-inbox'

const editions = {
  en: {
    page: '/resources/get-cleaning-accounts-ai-ebook',
    thanks: '/resources/get-cleaning-accounts-ai-ebook/thank-you',
    file: '/ebook/get-cleaning-accounts-with-ai.pdf',
    otherFile: '/ebook/consigue-cuentas-de-limpieza-con-ia.pdf',
    otherLang: 'es',
    name: 'Your name',
    email: 'Email',
    success: 'Your ebook is ready',
    download: 'Download the ebook (PDF)',
    other: 'Download the Spanish edition',
    details: /^(\d+) pages, ([\d,]+) KB$/,
    facts: /^(\d+) pages$/,
    sampleFooter: /Page (\d+) of (\d+)$/,
    chapter: 'Chapter 3',
  },
  es: {
    page: '/ebookpr',
    thanks: '/es/resources/get-cleaning-accounts-ai-ebook/thank-you',
    file: '/ebook/consigue-cuentas-de-limpieza-con-ia.pdf',
    otherFile: '/ebook/get-cleaning-accounts-with-ai.pdf',
    otherLang: 'en',
    name: 'Tu nombre',
    email: 'Correo electrónico',
    success: '¡Tu ebook está listo!',
    download: 'Descargar el ebook (PDF)',
    other: 'Descarga la edición en inglés',
    details: /^(\d+) páginas, ([\d,]+) KB$/,
    facts: /^(\d+) páginas$/,
    sampleFooter: /Página (\d+) de (\d+)$/,
    chapter: 'Capítulo 3',
  },
} as const

/** Fetches a PDF from the served site: 200, application/pdf, a real PDF; returns its page count. */
async function fetchPdf(request: APIRequestContext, href: string): Promise<{ pages: number; bytes: number }> {
  const response = await request.get(href)
  expect(response.status(), href).toBe(200)
  expect(response.headers()['content-type'], href).toBe('application/pdf')
  const body = await response.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const pdf = await getDocument({ data: new Uint8Array(body), isEvalSupported: false, verbosity: 0 }).promise
  const pages = pdf.numPages
  await pdf.destroy()
  return { pages, bytes: body.length }
}

/** The text of one page of a served PDF, without white space (pdf.js joins lines its own way). */
async function pdfPageText(request: APIRequestContext, href: string, page: number): Promise<string> {
  const body = await (await request.get(href)).body()
  const pdf = await getDocument({ data: new Uint8Array(body), isEvalSupported: false, verbosity: 0 }).promise
  const content = await (await pdf.getPage(page)).getTextContent()
  await pdf.destroy()
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join('')
    .replace(/\s+/g, '')
}

/**
 * The sample sheet is a real page of the PDF: its footer names the page, every text on the sheet is printed
 * on that page of the served file, and its first paragraph is the chapter's markdown (not a copy).
 */
async function checkSample(page: Page, request: APIRequestContext, lang: keyof typeof editions) {
  const e = editions[lang]
  const sheet = page.getByTestId('ebook-sample')
  await expect(sheet.getByText(e.chapter, { exact: true })).toBeVisible()
  const footer = e.sampleFooter.exec((await sheet.locator('footer').textContent()) ?? '')
  expect(footer, 'sample page footer').not.toBeNull()
  const text = await pdfPageText(request, e.file, Number(footer![1]))
  const pieces = await sheet.locator('h3, h4, p, th, td, footer span').allTextContents()
  expect(pieces.length).toBeGreaterThan(8)
  // The PDF prints the chapter label in capitals.
  for (const piece of pieces) expect(text.toLowerCase(), piece).toContain(piece.replace(/\s+/g, '').toLowerCase())
  const markdown = readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/ebook/chapters/price.md`), 'utf8')
  const opening = markdown.split('\n')[0]!.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
  // The first paragraph after the opener, without the address printed after a link.
  const first = await sheet.locator('header + p').evaluate((p) =>
    [...p.childNodes]
      .filter((n) => !(n instanceof HTMLElement && n.dataset.part === 'url'))
      .map((n) => n.textContent)
      .join(''),
  )
  expect(first).toBe(opening)
}

async function checkCard(card: Locator, request: APIRequestContext, e: (typeof editions)[keyof typeof editions]) {
  const download = card.getByRole('link', { name: e.download })
  await expect(download).toHaveAttribute('href', e.file)
  await expect(download).toHaveAttribute('download', '')
  const other = card.getByRole('link', { name: e.other })
  await expect(other).toHaveAttribute('href', e.otherFile)
  await expect(other).toHaveAttribute('hreflang', e.otherLang)

  const pdf = await fetchPdf(request, e.file)
  await fetchPdf(request, e.otherFile)
  // What the card says about the file is the file: its page count and its size.
  const details = e.details.exec((await card.getByTestId('ebook-download-details').textContent()) ?? '')
  expect(details, 'file details line').not.toBeNull()
  expect(Number(details![1])).toBe(pdf.pages)
  expect(Number(details![2]!.replace(/,/g, ''))).toBe(Math.round(pdf.bytes / 1024))
  return pdf
}

async function submit(page: Page, e: (typeof editions)[keyof typeof editions]) {
  const form = page.getByTestId('ebook-form')
  await form.getByRole('textbox', { name: e.name }).fill('Ana Ruiz')
  await form.getByRole('textbox', { name: e.email }).fill('ana@brightclean.com')
  await page.getByTestId('ebook-submit').click()
}

for (const lang of ['en', 'es'] as const) {
  const e = editions[lang]
  test.describe(`ebook delivery (${lang})`, () => {
    test('after a successful submission the card offers this language’s PDF, the other one a link away', async ({ page, request }) => {
      await page.route(FORM, (route) => route.fulfill({ json: { success: true } }))
      await page.goto(e.page)
      await waitForHydration(page)
      // The page count the page announces before the form…
      const facts = e.facts.exec((await page.locator('ul li').filter({ hasText: e.facts }).first().textContent()) ?? '')
      expect(facts, 'page count in the hero facts').not.toBeNull()

      await submit(page, e)
      const card = page.getByTestId('ebook-success')
      await expect(card.getByRole('heading', { name: e.success })).toBeFocused()
      const pdf = await checkCard(card, request, e)
      // …is the generated PDF's.
      expect(Number(facts![1])).toBe(pdf.pages)

      // The link downloads the file under its localized name.
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: e.download }).click()])
      expect(download.suggestedFilename()).toBe(e.file.split('/').pop())
      await expectNoViolations(page, '[data-testid="ebook-success"]')
    })
  })

  test.describe(`ebook sample page (${lang})`, () => {
    test('shows a real page of the PDF, kept through hydration and after client-side navigation', async ({ page, request }) => {
      const problems = watchConsole(page)
      await page.goto(e.page)
      await waitForHydration(page)
      await checkSample(page, request, lang)
      // Reached by client-side navigation (the language switcher), the other edition's page loads with it.
      const other = lang === 'en' ? 'es' : 'en'
      await page.getByTestId('language-switcher').click()
      await expect(page).toHaveURL(new RegExp(`${editions[other].page}$`))
      await checkSample(page, request, other)
      await page.getByTestId('language-switcher').click()
      await expect(page).toHaveURL(new RegExp(`${e.page}$`))
      await checkSample(page, request, lang)
      await expectNoViolations(page, '[data-testid="ebook-sample"]')
      expect(problems).toEqual([])
    })
  })

  test.describe(`ebook delivery without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false })
    test('the sample page is on the page', async ({ page, request }) => {
      await page.goto(e.page)
      await checkSample(page, request, lang)
    })

    test('the confirmation page offers the same downloads', async ({ page, request }) => {
      await page.goto(e.thanks)
      const card = page.getByTestId('ebook-success')
      await expect(card.getByRole('heading', { level: 1, name: e.success })).toBeVisible()
      await checkCard(card, request, e)
    })
  })
}
