import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LOCALES, switchLocalePath } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import classes from './Header.module.css'

/**
 * Links to the same page in the other language. A full page load on purpose: the other
 * locale's pre-rendered page arrives with its own catalog. On the 404 page (whose HTML is
 * shared by every unknown URL) it links to the other locale's home.
 */
export function LanguageSwitcher({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const target = LOCALES.find((l) => l !== locale) ?? 'en'
  const href = switchLocalePath(notFound ? '/' : pathname, target)
  return (
    <a className={classes.languageLink} href={href} hrefLang={target} data-testid="language-switcher">
      <span aria-hidden="true" className={classes.languageCode}>
        {target.toUpperCase()}
      </span>
      {/* The accessible name starts with the visible language name (WCAG 2.5.3), then says what the link does. */}
      <span lang={target}>{t(`common:language.names.${target}`)}</span>
      <span className="sr-only">{t('common:language.switchHint')}</span>
    </a>
  )
}
