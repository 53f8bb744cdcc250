import { useTranslation } from 'react-i18next'
import { LocaleLink } from '../LocaleLink'
import classes from './Minimal.module.css'

/**
 * The footer of pages with minimal chrome: the copyright line and the two legal links, which open in
 * a new tab so the visitor keeps the page they came to.
 */
export function MinimalFooter() {
  const { t } = useTranslation()
  const year = new Date().getFullYear()
  return (
    <footer className={classes.footer} data-testid="minimal-footer">
      <div className={classes.footerInner}>
        <p className={classes.copyright}>
          <span suppressHydrationWarning>{t('common:footer.copyright', { year: String(year), brand: t('common:brand.name') })}</span>
        </p>
        <ul className={classes.legal}>
          <li>
            <LocaleLink to="/{-$locale}/privacy-policy" target="_blank" rel="noopener noreferrer" className={classes.link}>
              {t('common:footer.privacyPolicy')}
              <span className="sr-only">{t('common:a11y.opensInNewTab')}</span>
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to="/{-$locale}/terms-of-service" target="_blank" rel="noopener noreferrer" className={classes.link}>
              {t('common:footer.termsOfService')}
              <span className="sr-only">{t('common:a11y.opensInNewTab')}</span>
            </LocaleLink>
          </li>
        </ul>
      </div>
    </footer>
  )
}
