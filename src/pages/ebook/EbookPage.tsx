import { SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { Card, HeroBand, PageSection, Pill, PillList } from '../../components/page'
import { EBOOK_AUDIENCE, EBOOK_CHAPTERS } from '../../content/ebook'
import { useLocale } from '../../i18n/useLocale'
import { islandMessages } from '../../islands/messages-server'
import { formatAddress, LEGAL_ENTITY, SAMPLE_MARKS } from '../../content/company'
import { localizePath } from '../../i18n/locales'
import { EBOOK_THANK_YOU_PATH } from '../../i18n/paths'
import { config } from '../../lib/config'
import { EBOOK_ERRORS, EBOOK_SERVICE_MESSAGES } from '../../lib/ebook'
import { EbookAgain } from './EbookAgain'
import { EbookCover } from './EbookCover'
import { ebookEdition } from './editions'
import { EbookFormIsland, type EbookFormProps } from './EbookForm'
import { EBOOK_FORM_BOX_ID } from './ids'
import { useEbookSuccessCopy } from './success-copy'
import { EbookSample } from './EbookSample'
import classes from './EbookPage.module.css'

/** The keys the form formats in the browser (its labels, its validation messages, the summary's plural). */
const FORM_MESSAGES = [
  'ebook:form.title',
  'ebook:form.lead',
  'ebook:form.nameLabel',
  'ebook:form.namePlaceholder',
  'ebook:form.emailLabel',
  'ebook:form.emailPlaceholder',
  'ebook:form.submit',
  'ebook:form.sending',
  'ebook:form.errorToastTitle',
  'ebook:form.errorSummary',
  'ebook:submission.subject',
  'ebook:submission.fromName',
  // Every message a field check or the service's answer can show.
  ...Object.values(EBOOK_ERRORS),
  ...Object.values(EBOOK_SERVICE_MESSAGES),
]

/** The form island's props, translated here (the server render): its catalog slice, the privacy note, the download card. */
function useEbookFormProps(): EbookFormProps {
  const { t } = useTranslation()
  const locale = useLocale()
  const success = useEbookSuccessCopy()
  return {
    messages: islandMessages(FORM_MESSAGES),
    privacy: t('ebook:form.privacy', { entity: LEGAL_ENTITY.name, address: formatAddress(LEGAL_ENTITY.address) }),
    sampleMark: SAMPLE_MARKS.address.on ? t(SAMPLE_MARKS.address.labelKey) : null,
    redirect: `${config.siteUrl}${localizePath(EBOOK_THANK_YOU_PATH, locale)}`,
    success,
  }
}

export function EbookPage() {
  const { t } = useTranslation()
  // Page and template counts measured from the generated PDF of this language (scripts/build/vite/ebook-pdf.ts).
  const edition = ebookEdition(useLocale())
  const formProps = useEbookFormProps()
  return (
    <>
      <HeroBand>
        <div className={classes.heroGrid}>
          <div className={classes.pitch}>
            <Pill as="p" tone="solid" className={classes.eyebrow}>
              {t('ebook:hero.eyebrow')}
            </Pill>
            <Title order={1} id="page-title" className={classes.title}>
              {t('ebook:hero.title')}
            </Title>
            <Text size="lg" className={classes.lead}>
              {t('ebook:hero.lead')}
            </Text>
            <PillList
              className={classes.facts}
              items={[
                t('ebook:facts.pages', { count: edition.pages }),
                t('ebook:facts.templates', { count: edition.templates }),
                t('ebook:facts.languages'),
              ]}
            />
            <EbookCover />
          </div>
          <div id={EBOOK_FORM_BOX_ID} className={classes.formBox}>
            <EbookFormIsland {...formProps} />
          </div>
        </div>
      </HeroBand>
      <PageSection space="compact" titleId="inside-title" title={t('ebook:inside.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" component="ol" className={classes.chapters}>
          {EBOOK_CHAPTERS.map((chapter, index) => (
            <Card key={chapter.id}>
              <span className={classes.chapterNumber}>{t('ebook:inside.chapter', { number: index + 1 })}</span>
              <Title order={3} size="h4" mt={4}>
                {t(chapter.titleKey)}
              </Title>
              <Text mt={6}>{t(chapter.bodyKey)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <EbookSample />
      <PageSection space="compact" titleId="audience-title" title={t('ebook:audience.title')}>
        <ul className={classes.audience}>
          {EBOOK_AUDIENCE.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </PageSection>
      <EbookAgain />
    </>
  )
}
