import { useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { DEFAULT_LOCALE, LOCALE_TABLE, type Locale } from '../i18n/locales'
import { PageLocale } from '../i18n/useLocale'
import { ISLANDS, type IslandName } from './registry'

/** Renders nothing; tells the runtime when its root has committed (hydration done). */
function Committed({ done }: { done: () => void }) {
  useEffect(done, [done])
  return null
}

/**
 * Hydrates one island element: its component (from the registry), its props (the JSON the server wrote), and, when
 * it reads catalogs, the page's locale with those namespaces. Resolves once React has committed it.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const entry = ISLANDS[name]
  if (!entry) throw new Error(`Unknown island ${name}`)
  const namespaces = (element.dataset.ns ?? '').split(' ').filter(Boolean)
  const [Component] = await Promise.all([
    entry.load() as Promise<ComponentType<Record<string, unknown>>>,
    namespaces.length > 0 ? import('./island-i18n').then((m) => m.loadIslandCatalogs(namespaces)) : null,
  ])
  // A module whose import failed can arrive as nothing (a preload helper that was told to go on): that is a failure.
  if (!Component) throw new Error(`Failed to fetch dynamically imported module for island ${name}`)
  await linkStyles(name)
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <PageLocale.Provider value={pageLocale()}>
        <Component {...props} />
        <Committed done={resolve} />
      </PageLocale.Provider>,
    )
  })
}

/**
 * Links the styles the island's later code needs and the page does not have (the pre-render lists them in the
 * runtime's `data-css`, by island), and waits for them, so that a dialog never opens unstyled.
 */
function linkStyles(name: string): Promise<unknown> {
  const lists = JSON.parse(document.querySelector<HTMLElement>('script[data-islands]')?.dataset.css ?? '{}') as Record<string, string>
  const files = (lists[name] ?? '').split(' ').filter((href) => href && !document.querySelector(`link[rel="stylesheet"][href="${href}"]`))
  return Promise.all(
    files.map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.crossOrigin = ''
          link.href = href
          link.onload = () => resolve()
          link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`))
          document.head.append(link)
        }),
    ),
  )
}

/** The page's locale, from `<html lang>` (its BCP 47 tag, 'es-US' -> es). */
function pageLocale(): Locale {
  const tag = document.documentElement.lang
  return (LOCALE_TABLE.find((l) => l.tag === tag)?.id ?? DEFAULT_LOCALE) as Locale
}
