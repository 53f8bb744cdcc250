import { useTranslation } from 'react-i18next'
import { FOOTER_DOCUMENTS, FOOTER_LINKS, SOCIAL_LINKS } from '../../content/navigation'
import { useLocale } from '../../i18n/useLocale'
import { isInProgress, localizePath } from '../../i18n/locales'
import { LinkList } from '../page/LinkList'
import { LocaleLink } from '../LocaleLink'
import { ExternalLink, NewTabHint } from './ExternalLink'
import { Logo } from './Logo'
import { SocialIcon } from './SocialIcon'
import { cx } from '../ui/spacing'
import { SampleMark } from '../page/SampleMark'
import { formatAddress, LEGAL_ENTITY } from '../../content/company'
import band from './footerBand.module.css'
import classes from './Footer.module.css'

export function Footer() {
  const { t } = useTranslation()
  const locale = useLocale()
  const year = new Date().getFullYear()
  return (
    <footer className={cx(band.band, classes.footer)}>
      <div className={classes.inner}>
        <div className={classes.brand}>
          <Logo />
          <p className={classes.tagline}>{t('common:footer.tagline')}</p>
          <ul className={classes.social} aria-label={t('common:footer.socialLabel')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <ExternalLink href={link.href} className={classes.socialLink} aria-label={t(link.labelKey)}>
                  <SocialIcon id={link.id} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('common:footer.navLabel')} className={classes.links}>
          <h2 className={classes.heading}>{t('common:footer.companyHeading')}</h2>
          <LinkList
            className={classes.list}
            linkClassName={cx(band.link, classes.link)}
            links={FOOTER_LINKS.map((link) => ({ to: link.to, label: t(link.labelKey) }))}
          />
        </nav>
        <div className={classes.links}>
          <h2 className={classes.heading}>{t('common:footer.documentsHeading')}</h2>
          <ul className={classes.list}>
            {FOOTER_DOCUMENTS.map((doc) => (
              <li key={doc.href}>
                <LocaleLink to={doc.to} className={cx(band.link, classes.link)}>
                  {t(doc.labelKey)}
                </LocaleLink>
                {/* As printablePath (src/content/legal.ts): a language in progress links the English documents. */}
                <ExternalLink
                  href={isInProgress(locale) ? doc.href : localizePath(doc.href, locale)}
                  className={cx(band.link, classes.link, classes.printable)}
                >
                  <span className="sr-only">{t(doc.labelKey)}, </span>
                  {t('common:footerDocuments.printable')}
                  <NewTabHint />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={classes.copyright}>
        <span suppressHydrationWarning>{t('common:footer.copyright', { year: String(year), brand: t('common:brand.name') })}</span>
        {/* The contracting entity and its postal address (src/content/company.ts), as the legal documents give them. */}
        <span className={classes.address} data-testid="footer-address">
          {t('common:footer.address', { entity: LEGAL_ENTITY.name, address: formatAddress(LEGAL_ENTITY.address) })}{' '}
          <SampleMark kind="address" />
        </span>
      </p>
    </footer>
  )
}
