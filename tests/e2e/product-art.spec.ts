import { expect, test } from './test'

/**
 * Issue 28: the templates, about-us and why-ai heroes show a product fragment (HTML words from the page's
 * sample, in the page's language) instead of a grey SVG skeleton, at a real size, and no page scrolls
 * sideways on a phone.
 */
const PAGES = [
  { path: '/templates', words: ['Office cleaning proposal', '3 of 5 sections filled', '$654.20'] },
  { path: '/es/templates', words: ['Propuesta de limpieza de oficinas', '3 de 5 secciones completas', '$654.20'] },
  { path: '/about-us', words: ['Your workspace', 'RFP Reader', '$14,163.37 a month'] },
  { path: '/es/about-us', words: ['Tu espacio de trabajo', 'Lector de RFP', '$14,163.37 al mes'] },
  { path: '/why-ai', words: ['Monthly price', '$14,163.37', 'Compliant', 'Gap', 'Clarify'] },
  { path: '/es/why-ai', words: ['Precio mensual', '$14,163.37', 'Cumple', 'Brecha', 'Aclarar'] },
] as const

for (const { path, words } of PAGES) {
  test(`${path}: the hero shows a product fragment, not a skeleton`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    const art = page.getByTestId('product-art')
    await expect(art).toBeVisible()
    await expect(art).toHaveAttribute('aria-hidden', 'true')
    const box = await art.boundingBox()
    expect(box!.width).toBeGreaterThanOrEqual(300)
    expect(box!.height).toBeGreaterThanOrEqual(200)
    await expect(art.locator('svg')).toHaveCount(0)
    await expect(art.getByText(path.startsWith('/es') ? 'Ejemplo' : 'Sample', { exact: true })).toBeVisible()
    for (const word of words) await expect(art).toContainText(word)
  })

  test(`${path}: no sideways scrolling at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
}
