import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { firefoxBinary, miniBrowserBinary, webkitDriverBinary, xvfbBinary, type EngineName } from './engines'

/**
 * One small surface over the two engines, so that every check is written once (./suite.ts):
 * - Firefox through WebDriver BiDi with puppeteer-core (it starts Debian's firefox-esr itself; console and page errors
 *   arrive as events, and a preload script collects the rest from the first line of every document; "scripts off"
 *   refuses every script file, see openFirefox);
 * - WebKit through classic WebDriver with selenium-webdriver, talking to WebKitGTK's WebKitWebDriver, which starts
 *   MiniBrowser in automation mode inside an Xvfb display of its own. WebKitGTK 2.50 has no BiDi yet, so the same
 *   collector is installed right after each load (before the islands start: they wait for the load event and a frame);
 *   "scripts off" starts MiniBrowser with JavaScript disabled (WebDriver's own commands still run).
 * A page's code runs through `run(body, ...args)`: a function body (with `return`) that sees its arguments as `args`.
 */
export interface EnginePage {
  readonly engine: EngineName
  readonly js: boolean
  /** Loads a path of the site and waits for its load event. */
  goto(path: string): Promise<void>
  /** The address shown, as path and query (`/es/pricing?q=x`). */
  address(): Promise<string>
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** Polls `body` (a function body) until it returns something truthy; fails after `timeoutMs` with `what`. */
  waitFor(body: string, what: string, timeoutMs?: number): Promise<void>
  /** A real click (pointer events, then the click) on the first visible element that matches. */
  click(selector: string): Promise<void>
  /** Types into a field as a keyboard would, after the text it holds. */
  type(selector: string, text: string): Promise<void>
  press(key: Keyname): Promise<void>
  /** The viewport's width and height in CSS pixels (WebKit's window is at least 447 px wide: see the README). */
  resize(width: number, height: number): Promise<void>
  screenshot(file: string): Promise<void>
  /** Errors, warnings, failed resources and CSP violations the page reported since it loaded, and engine errors. */
  problems(): Promise<string[]>
  close(): Promise<void>
}

/** Collects what a page reports into `window.__engineProblems` (installed once per document). */
const COLLECTOR = `(() => {
  if (window.__engineProblems) return
  const problems = (window.__engineProblems = [])
  const text = (value) => (value && value.message) || String(value)
  addEventListener('error', (event) => {
    const target = event.target
    problems.push(target && target !== window ? 'failed to load: ' + (target.src || target.href || target.tagName) : 'error: ' + event.message)
  }, true)
  addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + text(event.reason)))
  document.addEventListener('securitypolicyviolation', (event) => problems.push('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code')))
  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = function (...args) {
      problems.push(level + ': ' + args.map(text).join(' '))
      return original.apply(this, args)
    }
  }
})()`

type Keyname = 'Escape' | 'Tab' | 'End' | 'Backspace'
const WEBDRIVER_KEYS: Record<Keyname, string> = { Escape: Key.ESCAPE, Tab: Key.TAB, End: Key.END, Backspace: Key.BACK_SPACE }

/** A URL as the suite compares addresses: path and query. */
function addressOf(href: string): string {
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

const withArgs = (body: string, args: unknown[]) => `const args = ${JSON.stringify(args)};\n${body}`

async function poll(check: () => Promise<unknown>, what: string, timeoutMs: number) {
  const start = Date.now()
  let last: unknown
  for (;;) {
    try {
      if (await check()) return
    } catch (error) {
      last = error // a navigation in flight: try again
    }
    if (Date.now() - start > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${String(last)})` : ''}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export type EngineOptions = { baseUrl: string; js: boolean }

/** An engine with a page open in it; `close()` ends the browser (and, for WebKit, its driver and display). */
export async function openEngine(engine: EngineName, options: EngineOptions): Promise<EnginePage> {
  return engine === 'firefox' ? openFirefox(options) : openWebKit(options)
}

async function openFirefox({ baseUrl, js }: EngineOptions): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxBinary(), headless: true })
  const page: Page = await browser.newPage()
  if (!js) {
    // Scripts off: Firefox's `javascript.enabled` pref also stops the driver's own commands (finding an element runs a
    // script in the page), and ESR 153 has no `emulation.setScriptingEnabled`: so every script file is refused
    // instead, and the page runs none of its code (it has no inline script: the CSP forbids them).
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (/\.m?js$/.test(new URL(request.url()).pathname)) void request.abort()
      else void request.continue()
    })
  }
  const fromEngine: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') fromEngine.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => fromEngine.push(`page error: ${error instanceof Error ? error.message : String(error)}`))
  if (js) await page.evaluateOnNewDocument(COLLECTOR)
  const run = async <T>(body: string, ...args: unknown[]) => (await page.evaluate(`(() => {\n${withArgs(body, args)}\n})()`)) as T
  const self: EnginePage = {
    engine: 'firefox',
    js,
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' })
    },
    address: async () => addressOf(page.url()),
    run,
    waitFor: (body, what, timeoutMs = 10_000) => poll(() => run(body), what, timeoutMs),
    async click(selector) {
      // Tried again while the element has no clickable point yet (a drawer still sliding in).
      await poll(
        async () => {
          const element = await page.waitForSelector(selector, { visible: true, timeout: 10_000 })
          await element!.click()
          return true
        },
        `a click on ${selector}`,
        10_000,
      )
    },
    async type(selector, text) {
      const element = await page.waitForSelector(selector, { visible: true, timeout: 10_000 })
      await element!.type(text)
    },
    async press(key) {
      await page.keyboard.press(key)
    },
    async resize(width, height) {
      await page.setViewport({ width, height })
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` })
    },
    async problems() {
      // Without scripts nothing can be collected in the page: the engine's own reports stand alone.
      const inPage = js ? await run<string[]>('return window.__engineProblems || []').catch(() => []) : []
      return [...fromEngine.splice(0), ...inPage]
    },
    async close() {
      await browser.close()
    },
  }
  return self
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** An X display of its own (`-displayfd`: Xvfb picks a free number and says which). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfbBinary(), ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it gave a display`)))
    child.stdout!.once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: child }))
  })
}

async function openWebKit({ baseUrl, js }: EngineOptions): Promise<EnginePage> {
  const xvfb = await startXvfb()
  const port = await freePort()
  const driverProcess = spawn(webkitDriverBinary(), [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' })
  const server = `http://127.0.0.1:${port}`
  await poll(async () => (await fetch(`${server}/status`)).ok, 'WebKitWebDriver to answer', 15_000)
  const driver: WebDriver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowserBinary(), args: ['--automation', ...(js ? [] : ['--enable-javascript=false'])] },
    })
    .build()
  const run = async <T>(body: string, ...args: unknown[]) => (await driver.executeScript(withArgs(body, args))) as T
  const visible = async (selector: string) => {
    let found: import('selenium-webdriver').WebElement | undefined
    await poll(
      async () => {
        for (const element of await driver.findElements(By.css(selector))) {
          if (await element.isDisplayed()) return (found = element)
        }
        return undefined
      },
      `a visible ${selector}`,
      10_000,
    )
    return found!
  }
  let loadedAt = ''
  /** Installs the collector in a document it is not in yet (after a load, or a navigation a click made). */
  const collect = async () => {
    if (!js) return
    const at = await driver.getCurrentUrl()
    if (at === loadedAt && (await run<boolean>('return Boolean(window.__engineProblems)'))) return
    loadedAt = at
    await run(COLLECTOR.replace(/^\(\(\) => \{/, '').replace(/\}\)\(\)$/, ''))
  }
  const self: EnginePage = {
    engine: 'webkit',
    js,
    async goto(path) {
      await driver.get(new URL(path, baseUrl).href)
      loadedAt = ''
      await collect()
    },
    address: async () => addressOf(await driver.getCurrentUrl()),
    run,
    waitFor: (body, what, timeoutMs = 10_000) => poll(() => run(body), what, timeoutMs),
    async click(selector) {
      // Tried again while another element is over it (an opening menu, a drawer still sliding in).
      await poll(
        async () => {
          await (await visible(selector)).click()
          return true
        },
        `a click on ${selector}`,
        10_000,
      )
    },
    async type(selector, text) {
      await (await visible(selector)).sendKeys(text)
    },
    async press(key) {
      await driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform()
    },
    async resize(width, height) {
      // The window's outer size: the viewport is what is left of it, so grow the window by the difference.
      await driver.manage().window().setRect({ width, height })
      const [innerWidth, innerHeight] = await run<[number, number]>('return [innerWidth, innerHeight]')
      if (innerWidth !== width || innerHeight !== height) {
        await driver
          .manage()
          .window()
          .setRect({ width: width + (width - innerWidth), height: height + (height - innerHeight) })
      }
    },
    async screenshot(file) {
      writeFileSync(file, await driver.takeScreenshot(), 'base64')
    },
    async problems() {
      await collect().catch(() => {})
      return js ? await run<string[]>('return window.__engineProblems || []').catch(() => []) : []
    },
    async close() {
      await driver.quit().catch(() => {})
      driverProcess.kill()
      xvfb.process.removeAllListeners('exit')
      xvfb.process.kill()
    },
  }
  return self
}
