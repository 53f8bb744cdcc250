import { useRouterState } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { localeInfo, LOCALES, switchLocalePath, type Locale } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import classes from './Header.module.css'

/**
 * Links to the same page in the other languages (the locale table, src/i18n/locales.ts), each named in
 * itself with its `lang`: with two languages one link, with more a native popover list (no script needed).
 * A full page load on purpose: the other locale's pre-rendered page arrives with its own catalog. On the
 * 404 page (whose HTML is shared by every unknown URL) it links to the other locales' home.
 */
const LANGUAGE_MENU_ID = 'language-menu'

export function LanguageSwitcher({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const others = LOCALES.filter((l) => l !== locale)
  const href = (target: Locale) => switchLocalePath(notFound ? '/' : pathname, target)
  const code = (l: Locale) => (localeInfo(l).prefix || l).toUpperCase()
  const target = others[0] ?? locale
  if (others.length <= 1) {
    return (
      <a className={classes.languageLink} href={href(target)} hrefLang={localeInfo(target).tag} data-testid="language-switcher">
        <span aria-hidden="true" className={classes.languageCode}>
          {code(target)}
        </span>
        {/* The accessible name starts with the visible language name (WCAG 2.5.3), then says what the link does. */}
        <span lang={localeInfo(target).tag}>{localeInfo(target).name}</span>
        <span className="sr-only">{t('common:language.switchHint')}</span>
      </a>
    )
  }
  // The others in a native popover (no script needed), drawn as the header's menus are.
  const anchor = { '--anchor': `--${LANGUAGE_MENU_ID}` } as CSSProperties
  return (
    <>
      <button
        type="button"
        className={classes.languageLink}
        popoverTarget={LANGUAGE_MENU_ID}
        style={anchor}
        data-testid="language-switcher"
      >
        <span aria-hidden="true" className={classes.languageCode}>
          {code(locale)}
        </span>
        <span lang={localeInfo(locale).tag}>{localeInfo(locale).name}</span>
        <span className="sr-only">{t('common:language.switchHint')}</span>
      </button>
      <div id={LANGUAGE_MENU_ID} popover="auto" className={classes.dropdown} style={anchor} data-testid="language-menu">
        <ul className={classes.dropdownList}>
          {others.map((l) => (
            <li key={l}>
              <a className={classes.dropdownLink} href={href(l)} hrefLang={localeInfo(l).tag} lang={localeInfo(l).tag}>
                {localeInfo(l).name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
