import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { config } from '../../lib/config'
import { LanguageSwitcher } from './LanguageSwitcher'
import headerClasses from './Header.module.css'
import classes from './Minimal.module.css'

/**
 * The header of pages with minimal chrome: the brand (not a link, so an ad visitor is not sent
 * elsewhere), the language switcher and Sign Up in a new tab. No menus.
 */
export function MinimalHeader() {
  const { t } = useTranslation()
  return (
    <header className={headerClasses.header} data-testid="minimal-header">
      <div className={headerClasses.inner}>
        <span className={`${headerClasses.logo} ${classes.brand}`}>
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" fill="#0b6e4f" />
            <path d="M9 20.5c2.2 2.3 5 3 7.6 2.2 3.5-1 5.6-4.6 4.6-8.1" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
            <path d="M21.5 8.5l1 2.4 2.4 1-2.4 1-1 2.4-1-2.4-2.4-1 2.4-1z" fill="#9ddcc5" />
            <circle cx="11.5" cy="12" r="2.2" fill="#fff" />
          </svg>
          <span className={`${headerClasses.logoText} ${classes.brandText}`}>{t('common:brand.name')}</span>
        </span>
        <div className={classes.actions}>
          <LanguageSwitcher />
          <Button
            component="a"
            href={config.signupUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.signUp}
            data-testid="header-signup"
          >
            {t('common:actions.signUp')}
            <span className="sr-only">{t('common:a11y.opensInNewTab')}</span>
          </Button>
        </div>
      </div>
    </header>
  )
}
