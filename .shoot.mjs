import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://127.0.0.1:4173'
const pages = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
for (const spec of pages) {
  const [p, w, action] = spec.split('@')
  const width = Number(w ?? 1280)
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } })
  const errors = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()) })
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(base + p, { waitUntil: 'networkidle' })
  if (action === 'menu') await page.getByTestId('mobile-menu-button').click()
  if (action === 'features') await page.getByTestId('menu-features').click()
  if (action === 'submit') { await page.getByTestId('ebook-submit').click() }
  await page.waitForTimeout(400)
  const name = `${p.replace(/\//g, '_') || 'home'}-${width}${action ? '-' + action : ''}.png`
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: action ? false : true })
  console.log(name, errors.length ? 'ERRORS: ' + errors.join(' | ') : 'no console errors')
  await page.close()
}
await browser.close()
