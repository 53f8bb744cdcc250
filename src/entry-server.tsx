import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { renderedDeferredSources } from './components/deferred-section'
import { i18n } from './i18n/i18n'
import { LOCALES, localeInfo, localeOfPath, localizePath, type Locale } from './i18n/locales'
import { PATHNAMES } from './i18n/paths'
import { ogImagePath } from './i18n/head'
import { createAppRouter } from './router'
import { structuredDataFor, structuredDataHtml } from './i18n/structured-data'
import { isNotFoundMatch } from './i18n/not-found-head'
import { clientScriptOf, type ClientScript } from './components/layout/client-script'
import { renderedIslands } from './islands/island'
import type { IslandName, IslandWhen } from './islands/registry'
import { registerExampleSources } from './components/tool-page/examples'

// The tool pages draw every See example into their HTML (ExamplePopovers): the server reads the markdown at once.
registerExampleSources(import.meta.glob<string>('../locales/*/examples/*/*.md', { query: '?raw', import: 'default', eager: true }))

export type RenderResult = {
  html: string
  head: string
  /** The page's locale (its catalogs' folder) and, for <html>, its BCP-47 tag and direction. */
  lang: string
  tag: string
  dir: 'ltr' | 'rtl'
  /** Catalog keys the page asked for and no catalog had (the page shows them raw): the pre-render fails on any. */
  missingKeys: string[]
  status: 200 | 404
  /** Route ids of the matches, used to pick the modulepreloads of the page. */
  routeIds: string[]
  /** Catalog namespaces the page loaded (their chunks are preloaded). */
  namespaces: string[]
  /** Modules of the deferred sections on the page (their CSS is linked, their code is not preloaded). */
  deferredSources: string[]
  /** What the page loads in the browser (its route's staticData.clientScript): the application, its islands, or nothing. */
  client: ClientScript
  /** The islands the page drew, in order (an islands page with none loads no script). */
  islands: Array<{ name: IslandName; when: IslandWhen }>
  redirectTo: string | null
  /** False for pages marked noindex (a confirmation page): left out of the sitemap, no share image. */
  indexable: boolean
  /** What the page's social share image shows (null for pages that are not indexed). */
  card: { brand: string; title: string; description: string; imagePath: string } | null
}

// Any key a page asks for that its catalogs lack (i18next then returns the key itself).
const missingKeys = new Set<string>()
i18n.options.saveMissing = true
i18n.on('missingKey', (_lngs: readonly string[], ns: string, key: string) => void missingKeys.add(`${ns}:${key}`))

/** Renders one URL to HTML (used only by scripts/build/prerender.ts). */
export async function render(url: string): Promise<RenderResult> {
  missingKeys.clear()
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  const { matches, location } = router.state
  if (location.pathname !== new URL(url, 'http://x').pathname) {
    return {
      html: '',
      head: '',
      ...langOf(i18n.language as Locale),
      missingKeys: [],
      status: 200,
      routeIds: [],
      namespaces: [],
      deferredSources: [],
      client: 'none',
      islands: [],
      redirectTo: location.pathname,
      indexable: false,
      card: null,
    }
  }
  renderedDeferredSources.clear()
  renderedIslands.length = 0
  const html = renderToString(<App router={router} />)
  // Head tags are rendered apart, into the template's <head> (rendered in the body, React 19 would hoist them into #root).
  const notFound = matches.some(isNotFoundMatch)
  const meta = matches.flatMap((m) => m.meta ?? [])
  const noindex = meta.some(
    (m) =>
      (m as { name?: unknown; content?: unknown } | undefined)?.name === 'robots' &&
      String((m as { content?: unknown }).content).includes('noindex'),
  )
  const head =
    allOgAlternates(
      renderToString(
        <RouterContextProvider router={router}>
          <HeadContent />
        </RouterContextProvider>,
      ),
      matches,
    ) + (notFound ? '' : `\n    ${structuredDataHtml(structuredDataFor(location.pathname, localeOfPath(location.pathname)))}`)
  return {
    html,
    head,
    ...langOf(i18n.language as Locale),
    missingKeys: [...missingKeys],
    status: notFound ? 404 : 200,
    routeIds: matches.map((m) => m.routeId),
    namespaces: ['common', ...matches.flatMap((m) => (isPageData(m.loaderData) ? [m.loaderData.ns, ...m.loaderData.extra] : []))],
    deferredSources: [...renderedDeferredSources],
    client: clientScriptOf(matches),
    islands: [...renderedIslands],
    redirectTo: null,
    indexable: !notFound && !noindex,
    card: notFound || noindex ? null : shareCard(meta, location.pathname),
  }
}

function langOf(locale: Locale): Pick<RenderResult, 'lang' | 'tag' | 'dir'> {
  const { tag, dir } = localeInfo(locale)
  return { lang: locale, tag, dir }
}

/**
 * The router keeps one meta tag per property, so of several og:locale:alternate only one is rendered:
 * it is replaced by all of them (one per other locale, in table order).
 */
function allOgAlternates(head: string, matches: ReadonlyArray<{ meta?: ReadonlyArray<object | undefined> }>): string {
  // The deepest route that sets them wins, as for any other meta tag.
  const alternates =
    matches
      .map((match) =>
        (match.meta ?? [])
          .map((m) => m as { property?: unknown; content?: unknown } | undefined)
          .filter((m) => m?.property === 'og:locale:alternate')
          .map((m) => `<meta property="og:locale:alternate" content="${String(m!.content)}"/>`),
      )
      .findLast((tags) => tags.length > 0) ?? []
  if (alternates.length < 2) return head
  return head.replace(/<meta property="og:locale:alternate" content="[^"]*"\/>/, alternates.join(''))
}

/** The share image's words: the page's own title (without the brand suffix) and description, from its head tags. */
function shareCard(meta: ReadonlyArray<object | undefined>, pathname: string): RenderResult['card'] {
  const brand = i18n.t('common:brand.name')
  const tags = meta as ReadonlyArray<{ title?: unknown; name?: unknown; content?: unknown } | undefined>
  const title = tags.find((m) => typeof m?.title === 'string')?.title as string | undefined
  const description = tags.find((m) => m?.name === 'description')?.content as string | undefined
  if (!title || !description) throw new Error(`${pathname} has no title or description`)
  return { brand, title: title.replace(` | ${brand}`, ''), description, imagePath: ogImagePath(pathname) }
}

function isPageData(data: unknown): data is { ns: string; extra: readonly string[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { ns?: unknown }).ns === 'string' &&
    Array.isArray((data as { extra?: unknown }).extra)
  )
}

/** Every page's URL in every locale, from the table of pathnames (which the type check holds to the route tree). */
export function listPages(): string[] {
  return Object.keys(PATHNAMES)
    .flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)))
    .sort()
}

export { config } from './lib/config'
export { alternates, LOCALE_TAG, LOCALES, localeInfo, localeOfPath, ownPathnameRedirects } from './i18n/locales'
