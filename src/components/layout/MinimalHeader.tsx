import { SignUpButton } from '../page/actions'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import headerClasses from './Header.module.css'
import classes from './Minimal.module.css'

/**
 * The header of pages with minimal chrome: the brand (not a link, so an ad visitor is not sent
 * elsewhere), the language switcher and Sign Up in a new tab. No menus.
 */
export function MinimalHeader() {
  return (
    <header className={headerClasses.header} data-testid="minimal-header">
      <div className={headerClasses.inner}>
        <Logo asLink={false} className={classes.brand} textClassName={classes.brandText} />
        <div className={classes.actions}>
          <LanguageSwitcher />
          <SignUpButton size="sm" className={classes.signUp} testId="header-signup" />
        </div>
      </div>
    </header>
  )
}
