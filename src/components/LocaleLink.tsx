import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { useCurrentPath } from '../i18n/current-path'
import { localeHref } from '../i18n/locale-href'
import type { AppPath } from '../i18n/paths'
import { useLocale } from '../i18n/useLocale'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: AppPath
  hash?: string
}

/**
 * A link to a route in the current locale ('/pricing' in English, '/es/pricing' in Spanish; the Spanish ebook page at
 * its own '/ebookpr'). `to` is a route of the typed route tree, so a link to a page that does not exist fails the type
 * check. A plain anchor: moving to another page is a normal page load (made instant by the Speculation Rules), and
 * the same link renders inside an island, where no router runs. The link to the page you are on says so
 * (`aria-current="page"`).
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, Props>(function LocaleLink({ to, hash, ...rest }, ref) {
  const href = localeHref(to, useLocale())
  const current = useCurrentPath()
  return <a ref={ref} href={hash ? `${href}#${hash}` : href} aria-current={!hash && current === href ? 'page' : undefined} {...rest} />
})
