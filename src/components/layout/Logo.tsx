import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../LocaleLink'
import classes from './Header.module.css'

function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--cs-brand)" />
      <path d="M9 20.5c2.2 2.3 5 3 7.6 2.2 3.5-1 5.6-4.6 4.6-8.1" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M21.5 8.5l1 2.4 2.4 1-2.4 1-1 2.4-1-2.4-2.4-1 2.4-1z" fill="#9ddcc5" />
      <circle cx="11.5" cy="12" r="2.2" fill="#fff" />
    </svg>
  )
}

/**
 * The brand mark and name. A link home by default; `asLink={false}` on pages that must not send the
 * visitor elsewhere (the ad landing page). Extra classes style the plain variant.
 */
export function Logo({ asLink = true, className, textClassName }: { asLink?: boolean; className?: string; textClassName?: string }) {
  const { t } = useTranslation()
  const text = <span className={`${classes.logoText} ${textClassName ?? ''}`}>{t('common:brand.name')}</span>
  if (!asLink) {
    return (
      <span className={`${classes.logo} ${className ?? ''}`}>
        <LogoMark />
        {text}
      </span>
    )
  }
  return (
    <LocaleLink to="/{-$locale}" className={classes.logo} aria-label={t('common:brand.homeLink')}>
      <LogoMark />
      {text}
    </LocaleLink>
  )
}
