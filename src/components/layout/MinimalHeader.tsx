import { Button } from '../ui'
import { useTranslation } from 'react-i18next'
import { config } from '../../lib/config'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
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
        <Logo asLink={false} className={classes.brand} textClassName={classes.brandText} />
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
            {t('common:actions.getStarted')}
            <span className="sr-only">{t('common:a11y.opensInNewTab')}</span>
          </Button>
        </div>
      </div>
    </header>
  )
}
