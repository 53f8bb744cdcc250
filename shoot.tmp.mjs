import { chromium } from '@playwright/test'
const [,, url, out, width = '1280', js = 'on', action = ''] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js === 'on' })
const page = await ctx.newPage()
await page.goto(url)
if (js === 'on') await page.waitForTimeout(1500)
for (const step of action.split(';').filter(Boolean)) {
  const i = step.indexOf('='); const kind = step.slice(0, i), arg = step.slice(i + 1)
  if (kind === 'click') await page.locator(arg).first().click()
  if (kind === 'fill') { const [sel, val] = arg.split('|'); await page.locator(sel).fill(val) }
  if (kind === 'wait') await page.waitForTimeout(Number(arg))
}
await page.waitForTimeout(400)
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
console.log(page.url())
await browser.close()
