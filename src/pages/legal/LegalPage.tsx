import { Container, Title } from '../../components/ui'
import { Trans, useTranslation } from 'react-i18next'
import { Card, LinkList, PageHero, Pill } from '../../components/page'
import { textLink } from '../../components/page/textLink'
import { LocaleLink } from '../../components/LocaleLink'
import { ExternalLink } from '../../components/layout/ExternalLink'
import { cx } from '../../components/ui/spacing'
import { LEGAL_LAST_UPDATED_ISO, legalValues, printablePath, type LegalBlock, type LegalDocument } from '../../content/legal'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import classes from './LegalPage.module.css'

/** Privacy policy and terms of service: hero with the last-updated date, table of contents, numbered sections. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const values = legalValues(config.supportEmail)
  return (
    <>
      <PageHero title={t(doc.titleKey)} lead={t(doc.leadKey)}>
        <Pill as="p" tone="outline" className={classes.updated} data-testid="legal-updated">
          <Trans i18nKey={doc.updatedKey} values={values} components={{ dateTag: <time dateTime={LEGAL_LAST_UPDATED_ISO} /> }} />
        </Pill>
        <ExternalLink href={printablePath(doc.standalonePath, locale)} className={cx(textLink, classes.standalone)}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {t(doc.standaloneLinkKey)}
        </ExternalLink>
      </PageHero>

      <Container size="lg" className={classes.layout}>
        <Card as="nav" aria-label={t(doc.tocLabelKey)} className={classes.toc} data-testid="legal-toc">
          <p className={classes.tocTitle} aria-hidden="true">
            {t(doc.tocLabelKey)}
          </p>
          <LinkList
            ordered
            className={classes.tocList}
            linkClassName={classes.tocLink}
            links={doc.sections.map((section) => ({ href: `#${section.id}`, label: t(section.titleKey) }))}
          />
        </Card>

        <article className={classes.article}>
          <p className={classes.intro}>{t(doc.introKey)}</p>
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={classes.clause}>
              <Title order={2} id={`${section.id}-title`} mb="sm" className={classes.clauseTitle}>
                {`${index + 1}. ${t(section.titleKey)}`}
              </Title>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} values={values} />
              ))}
            </section>
          ))}
        </article>
      </Container>
    </>
  )
}

function Block({ block, values }: { block: LegalBlock; values: ReturnType<typeof legalValues> }) {
  const { t } = useTranslation()
  if (block.kind === 'list') {
    return (
      <ul className={classes.list}>
        {block.keys.map((key) => (
          <li key={key}>{t(key, values)}</li>
        ))}
      </ul>
    )
  }
  if (block.kind === 'rich') {
    return (
      <p className={classes.paragraph}>
        <Trans
          i18nKey={block.key}
          values={values}
          components={{
            mailLink: <a href={`mailto:${values.email}`} className={textLink} />,
            privacyLink: <LocaleLink to="/{-$locale}/privacy-policy" className={textLink} />,
          }}
        />
      </p>
    )
  }
  return <p className={classes.paragraph}>{t(block.key, values)}</p>
}
