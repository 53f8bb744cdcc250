import { Container, SimpleGrid, Text, Title } from '../../components/ui'
import { useTranslation } from 'react-i18next'
import { ClosingCta } from '../../components/page'
import { EBOOK_AUDIENCE, EBOOK_CHAPTERS } from '../../content/ebook'
import { useLocale } from '../../i18n/useLocale'
import { EbookCover } from './EbookCover'
import { ebookEdition } from './editions'
import { EbookForm } from './EbookForm'
import classes from './EbookPage.module.css'

export function EbookPage() {
  const { t } = useTranslation()
  // Page and template counts measured from the generated PDF of this language (scripts/vite/ebook-pdf.ts).
  const edition = ebookEdition(useLocale())
  return (
    <>
      <section className={classes.hero} aria-labelledby="page-title">
        <Container size="lg">
          <div className={classes.heroGrid}>
            <div>
              <p className={classes.eyebrow}>{t('ebook:hero.eyebrow')}</p>
              <Title order={1} id="page-title" className={classes.title}>
                {t('ebook:hero.title')}
              </Title>
              <Text size="lg" className={classes.lead}>
                {t('ebook:hero.lead')}
              </Text>
              <ul className={classes.facts}>
                <li>{t('ebook:facts.pages', { count: edition.pages })}</li>
                <li>{t('ebook:facts.templates', { count: edition.templates })}</li>
                <li>{t('ebook:facts.languages')}</li>
              </ul>
              <EbookCover />
            </div>
            <EbookForm />
          </div>
        </Container>
      </section>
      <section className={classes.section} aria-labelledby="inside-title">
        <Container size="lg">
          <Title order={2} id="inside-title">
            {t('ebook:inside.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg" component="ol" className={classes.chapters}>
            {EBOOK_CHAPTERS.map((chapter, index) => (
              <li key={chapter.id} className={classes.chapter}>
                <span className={classes.chapterNumber}>{t('ebook:inside.chapter', { number: index + 1 })}</span>
                <Title order={3} size="h4" mt={4}>
                  {t(chapter.titleKey)}
                </Title>
                <Text mt={6}>{t(chapter.bodyKey)}</Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <section className={classes.section} aria-labelledby="audience-title">
        <Container size="lg">
          <Title order={2} id="audience-title">
            {t('ebook:audience.title')}
          </Title>
          <ul className={classes.audience}>
            {EBOOK_AUDIENCE.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Container>
      </section>

      <ClosingCta />
    </>
  )
}
