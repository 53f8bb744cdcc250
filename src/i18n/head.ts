import { COMPANY_COUNT, SUPPORT_RESPONSE } from '../content/company'
import { PLAN_VALUES } from '../content/pricing'
import { config } from '../lib/config'
import { i18n } from './i18n'
import { alternates, DEFAULT_LOCALE, LOCALE_TAG, LOCALES, OG_LOCALE, type Locale } from './locales'

export type HeadTags = {
  meta: Array<Record<string, string>>
  links: Array<Record<string, string>>
}

export function absoluteUrl(path: string): string {
  return path === '/' ? `${config.siteUrl}/` : `${config.siteUrl}${path}`
}

/** The page's social share image, written by the pre-render: '/' -> '/og/index.png', '/es/pricing' -> '/og/es/pricing.png'. */
export function ogImagePath(pathname: string): string {
  const page = pathname.replace(/(?<!\/)\/+$/, '')
  return `/og${page === '' ? '/index' : page}.png`
}

const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * The values every page title and description may use: pricing:meta.description's
 * `{price, number, ::currency/USD}` (the plan's one constant, src/content/plans.ts) and the
 * `{count, number}` of cleaning companies and help-center's `{responseHours}` (src/content/company.ts).
 */
export const META_VALUES = { ...PLAN_VALUES, count: COMPANY_COUNT, responseHours: SUPPORT_RESPONSE.hours }

/**
 * Title, description, Open Graph, canonical and hreflang of a page, all from the catalogs.
 * `titleKey`/`descriptionKey` are fully qualified catalog keys.
 */
export function pageHead(opts: {
  locale: Locale
  pathname: string
  titleKey: string
  descriptionKey: string
  noindex?: boolean
}): HeadTags {
  const t = i18n.getFixedT(opts.locale)
  const brand = t('common:brand.name')
  const title = t('common:meta.titleTemplate', { page: t(opts.titleKey, META_VALUES), brand })
  const description = t(opts.descriptionKey, META_VALUES)
  const meta: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: OG_LOCALE[opts.locale] },
    // Every other locale (the router keeps one meta per property: entry-server.tsx writes the rest back).
    ...LOCALES.filter((l) => l !== opts.locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
  ]
  if (opts.noindex) {
    meta.push({ name: 'robots', content: 'noindex' })
    return { meta, links: [] }
  }
  const paths = alternates(opts.pathname)
  const canonical = absoluteUrl(paths[opts.locale])
  meta.push(
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: absoluteUrl(ogImagePath(opts.pathname)) },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
  )
  return {
    meta,
    links: [
      { rel: 'canonical', href: canonical },
      ...LOCALES.map((l) => ({ rel: 'alternate', hrefLang: LOCALE_TAG[l], href: absoluteUrl(paths[l]) })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(paths[DEFAULT_LOCALE]) },
    ],
  }
}
