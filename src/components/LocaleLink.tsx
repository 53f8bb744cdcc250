import { Link } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import type { AppPath } from '../i18n/paths'
import { localeParam, ownPathname } from '../i18n/locales'
import { useLocale } from '../i18n/useLocale'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: AppPath
  hash?: string
}

/** A link to a route in the current locale ('/pricing' in English, '/es/pricing' in Spanish). */
export const LocaleLink = forwardRef<HTMLAnchorElement, Props>(function LocaleLink({ to, hash, ...rest }, ref) {
  const locale = useLocale()
  // A page with an address of its own in this locale (the Spanish ebook page) has a route of its own.
  const own = ownPathname(to.replace('/{-$locale}', '') || '/', locale)
  if (own) return <Link ref={ref} to={own as AppPath} hash={hash} activeOptions={{ exact: true }} {...rest} />
  return (
    <Link
      ref={ref}
      to={to}
      params={{ locale: localeParam(locale) } as never}
      hash={hash}
      activeOptions={{ exact: true, includeHash: Boolean(hash) }}
      {...rest}
    />
  )
})
