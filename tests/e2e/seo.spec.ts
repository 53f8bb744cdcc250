import { expect, test, type APIRequestContext } from './test'
import { allPages, localeOf } from './helpers'

const pages = allPages()

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]

/** The head's hreflang links and share tags of one page, read from its served HTML (what a crawler sees). */
async function headOf(request: APIRequestContext, pathname: string) {
  const response = await request.get(pathname)
  expect(response.status(), pathname).toBe(200)
  const raw = await response.text()
  const head = raw.slice(0, raw.indexOf('</head>'))
  const alternates = new Map<string, string>()
  for (const [tag] of head.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) alternates.set(attr(tag, 'hrefLang')!, attr(tag, 'href')!)
  const meta = (key: string) => {
    const tag = [...head.matchAll(/<meta[^>]*>/g)]
      .map((m) => m[0])
      .find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`))
    return tag ? attr(tag, 'content') : undefined
  }
  return { alternates, meta, canonical: /rel="canonical" href="([^"]+)"/.exec(head)?.[1] }
}

const pathOf = (url: string) => new URL(url).pathname

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('hreflang is reciprocal on every page, and every alternate is in the sitemap', async ({ request }) => {
  const listed = new Set(pages)
  for (const pathname of pages) {
    const { alternates, canonical } = await headOf(request, pathname)
    expect(pathOf(canonical!), `${pathname} canonical`).toBe(pathname)
    expect([...alternates.keys()].sort(), pathname).toEqual(['en', 'es', 'x-default'])
    expect(pathOf(alternates.get(localeOf(pathname))!), `${pathname} points to itself in its own language`).toBe(pathname)
    expect(alternates.get('x-default')).toBe(alternates.get('en'))
    for (const lang of ['en', 'es'] as const) {
      const twin = pathOf(alternates.get(lang)!)
      expect(listed.has(twin), `${pathname} -> ${twin} is in the sitemap`).toBe(true)
      const back = (await headOf(request, twin)).alternates
      expect(pathOf(back.get(localeOf(pathname))!), `${twin} points back to ${pathname}`).toBe(pathname)
    }
  }
})

test('every page has its own 1200x630 PNG share image, named in og:image and twitter:card', async ({ request }) => {
  const images = new Set<string>()
  for (const pathname of pages) {
    const { meta } = await headOf(request, pathname)
    const image = meta('og:image')
    expect(image, `${pathname} og:image`).toMatch(/^https:\/\/[^/]+\/og\/.+\.png$/)
    expect(meta('twitter:card'), pathname).toBe('summary_large_image')
    expect(meta('og:image:width')).toBe('1200')
    expect(meta('og:image:height')).toBe('630')
    expect(meta('og:image:alt'), pathname).toBeTruthy()
    images.add(image!)
    const response = await request.get(pathOf(image!))
    expect(response.status(), `${pathname} share image is served`).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(pngSize(await response.body()), pathname).toEqual({ width: 1200, height: 630 })
  }
  expect(images.size, 'one image per page and locale').toBe(pages.length)
})
