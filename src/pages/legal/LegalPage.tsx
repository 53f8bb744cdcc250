import { Container, Title } from '../../components/ui'
import { Trans, useTranslation } from 'react-i18next'
import { Card, LinkList, PageHero, Pill } from '../../components/page'
import { textLink } from '../../components/page/textLink'
import { LocaleLink } from '../../components/LocaleLink'
import { ExternalLink } from '../../components/layout/ExternalLink'
import { cx } from '../../components/ui/spacing'
import { PROCESSORS_ANCHOR } from '../../content/company'
import {
  LEGAL_HAS_SAMPLES,
  LEGAL_LAST_UPDATED_ISO,
  PROCESSOR_COLUMNS,
  PROCESSOR_ROWS,
  legalValues,
  printablePath,
  type LegalBlock,
  type LegalDocument,
} from '../../content/legal'
import { SampleMark } from '../../components/page/SampleMark'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import classes from './LegalPage.module.css'

/**
 * Privacy policy and terms of service: hero with the last-updated date (and, while the owner's settings are
 * samples, a note saying so), table of contents, numbered sections.
 */
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
        {LEGAL_HAS_SAMPLES && (
          <p className={classes.sampleNote} data-testid="legal-sample-note">
            <SampleMark kind="values" /> {t(doc.sampleNoteKey)}
          </p>
        )}
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
          <p className={classes.intro}>{t(doc.introKey, values)}</p>
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
  if (block.kind === 'processors') return <ProcessorTable />
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
            processorsLink: <LocaleLink to="/{-$locale}/privacy-policy" hash={PROCESSORS_ANCHOR} className={textLink} />,
          }}
        />
      </p>
    )
  }
  return <p className={classes.paragraph}>{t(block.key, values)}</p>
}

/**
 * The service providers (src/content/legal-settings.ts `PROCESSORS`): its title above, then the table in a region
 * that scrolls sideways on a phone (the title stays put).
 */
function ProcessorTable() {
  const { t } = useTranslation()
  return (
    <>
      <p id="processors-caption" className={classes.caption}>
        {t(PROCESSOR_COLUMNS.caption)}
      </p>
      <div className={classes.tableWrap} role="region" aria-labelledby="processors-caption" tabIndex={0}>
        <table className={classes.table} aria-labelledby="processors-caption" data-testid="processor-table">
          <thead>
            <tr>
              <th scope="col">{t(PROCESSOR_COLUMNS.provider)}</th>
              <th scope="col">{t(PROCESSOR_COLUMNS.role)}</th>
              <th scope="col">{t(PROCESSOR_COLUMNS.data)}</th>
              <th scope="col">{t(PROCESSOR_COLUMNS.location)}</th>
            </tr>
          </thead>
          <tbody>
            {PROCESSOR_ROWS.map((row) => (
              <tr key={row.id} data-processor={row.id}>
                <th scope="row">{row.name}</th>
                <td>{t(row.roleKey)}</td>
                <td>{t(row.dataKey)}</td>
                <td>{t(row.locationKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
