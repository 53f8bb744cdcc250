import { SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { Card, HeroBand, PageSection, Pill, PillList } from '../../components/page'
import { EBOOK_AUDIENCE, EBOOK_CHAPTERS } from '../../content/ebook'
import { useLocale } from '../../i18n/useLocale'
import { EBOOK_FORM_BOX_ID, EbookAgain } from './EbookAgain'
import { EbookCover } from './EbookCover'
import { ebookEdition } from './editions'
import { EbookForm } from './EbookForm'
import { EbookSample } from './EbookSample'
import classes from './EbookPage.module.css'

export function EbookPage() {
  const { t } = useTranslation()
  // Page and template counts measured from the generated PDF of this language (scripts/build/vite/ebook-pdf.ts).
  const edition = ebookEdition(useLocale())
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
            <EbookForm />
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
