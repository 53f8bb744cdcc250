import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { renderedDeferredSources } from './components/deferred-section'
import { i18n } from './i18n/i18n'
import { LOCALES, localeOfPath, localizePath } from './i18n/locales'
import { PATHNAMES } from './i18n/paths'
import { ogImagePath } from './i18n/head'
import { createAppRouter } from './router'
import { structuredDataFor, structuredDataHtml } from './i18n/structured-data'
import { isNotFoundMatch } from './i18n/not-found-head'
import { needsClientScript } from './components/layout/client-script'

export type RenderResult = {
  html: string
  head: string
  lang: string
  status: 200 | 404
  /** Route ids of the matches, used to pick the modulepreloads of the page. */
  routeIds: string[]
  /** Catalog namespaces the page loaded (their chunks are preloaded). */
  namespaces: string[]
  /** Modules of the deferred sections on the page (their CSS is linked, their code is not preloaded). */
  deferredSources: string[]
  /** False when the page's route declares it needs no JavaScript (staticData.clientScript): no boot script is written. */
  clientScript: boolean
  redirectTo: string | null
  /** False for pages marked noindex (a confirmation page): left out of the sitemap, no share image. */
  indexable: boolean
  /** What the page's social share image shows (null for pages that are not indexed). */
  card: { brand: string; title: string; description: string; imagePath: string } | null
}

/** Renders one URL to HTML (used only by scripts/prerender.ts). */
export async function render(url: string): Promise<RenderResult> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  const { matches, location } = router.state
  if (location.pathname !== new URL(url, 'http://x').pathname) {
    return {
      html: '',
      head: '',
      lang: i18n.language,
      status: 200,
      routeIds: [],
      namespaces: [],
      deferredSources: [],
      clientScript: true,
      redirectTo: location.pathname,
      indexable: false,
      card: null,
    }
  }
  renderedDeferredSources.clear()
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
    renderToString(
      <RouterContextProvider router={router}>
        <HeadContent />
      </RouterContextProvider>,
    ) + (notFound ? '' : `\n    ${structuredDataHtml(structuredDataFor(location.pathname, localeOfPath(location.pathname)))}`)
  return {
    html,
    head,
    lang: i18n.language,
    status: notFound ? 404 : 200,
    routeIds: matches.map((m) => m.routeId),
    namespaces: ['common', ...matches.flatMap((m) => (isPageData(m.loaderData) ? [m.loaderData.ns] : []))],
    deferredSources: [...renderedDeferredSources],
    clientScript: needsClientScript(matches),
    redirectTo: null,
    indexable: !notFound && !noindex,
    card: notFound || noindex ? null : shareCard(meta, location.pathname),
  }
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

function isPageData(data: unknown): data is { ns: string } {
  return typeof data === 'object' && data !== null && typeof (data as { ns?: unknown }).ns === 'string'
}

/** Every page's URL in every locale, from the table of pathnames (which the type check holds to the route tree). */
export function listPages(): string[] {
  return Object.keys(PATHNAMES)
    .flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)))
    .sort()
}

export { config } from './lib/config'
export { alternates, LOCALES, localeOfPath, ownPathnameRedirects } from './i18n/locales'
