import { useTranslation } from 'react-i18next'
import { LEGAL_LINKS } from '../../content/navigation'
import { LinkList } from '../page/LinkList'
import { cx } from '../ui/spacing'
import band from './footerBand.module.css'
import classes from './Minimal.module.css'

/**
 * The footer of pages with minimal chrome: the copyright line and the two legal links, which open in
 * a new tab so the visitor keeps the page they came to.
 */
export function MinimalFooter() {
  const { t } = useTranslation()
  const year = new Date().getFullYear()
  return (
    <footer className={cx(band.band, classes.footer)} data-testid="minimal-footer">
      <div className={classes.footerInner}>
        <p className={classes.copyright}>
          <span suppressHydrationWarning>{t('common:footer.copyright', { year: String(year), brand: t('common:brand.name') })}</span>
        </p>
        <LinkList
          className={classes.legal}
          linkClassName={band.link}
          newTab
          links={LEGAL_LINKS.map((link) => ({ to: link.to, label: t(link.labelKey) }))}
        />
      </div>
    </footer>
  )
}
