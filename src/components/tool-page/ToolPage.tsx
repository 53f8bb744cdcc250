import { Button, Container, SimpleGrid, Title } from '../ui'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useRef, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { toolNamespace, type ToolCustomSectionProps, type ToolPageContent } from '../../content/tools/types'
import { PLAN_VALUES } from '../../content/pricing'
import { TOOL_NAV } from '../../content/tools'
import { ACTION_SIZE, Eyebrow, FaqSection, PageHero, SignUpButton } from '../page'
import { CtaBanner } from '../CtaBanner'
import { AppIcon } from '../icons/AppIcon'
import { lazyDialog } from '../lazy-dialog'
import { RotatingPrompt } from '../rotating-prompt/RotatingPrompt'
import { ScrollHint, scrollRow, useScrollRegion } from '../scroll-row/ScrollRow'
import { Availability, ToolExtraSection } from './ToolExtraSection'
import classes from './ToolPage.module.css'

// The dialogs load on first use: See Example and Watch Demo are not part of the first view.
const DemoDialog = lazyDialog(() => import('../demo/DemoDialog').then((m) => m.DemoDialog), (p) => p.opened)
const ExampleDialog = lazyDialog(() => import('./ExampleDialog').then((m) => m.ExampleDialog), (p) => p.example !== null)

/**
 * The one layout of the nine tool pages: hero with rotating prompts, features, how it works,
 * badges, page-specific sections, scenarios with See Example dialogs, integrations, FAQ and a
 * closing call to action. Everything comes from the tool's content module and catalog.
 */
export function ToolPage({
  content,
  sections = {},
}: {
  content: ToolPageContent
  /** Components of the content's `custom` sections, by section id (wired by the route file). */
  sections?: Readonly<Record<string, ComponentType<ToolCustomSectionProps>>>
}) {
  const { t } = useTranslation()
  const ns = toolNamespace(content.id)
  const nav = TOOL_NAV.find((tool) => tool.id === content.id)
  const product = t(nav?.nameKey ?? 'common:brand.name')
  /** The name inside a sentence ('Lo que hace el Lector de RFP por ti'). */
  const productInSentence = t(nav?.sentenceNameKey ?? 'common:brand.name')
  const [demoOpen, setDemoOpen] = useState(false)
  const scrollRegion = useScrollRegion()

  // The open example lives in the URL (?example=key): it can be linked, and Back closes it.
  const search = useSearch({ strict: false }) as { example?: string }
  const navigate = useNavigate()
  const router = useRouter()
  const openedHere = useRef(false)
  const example = content.examples.find((e) => e.key === search.example) ?? null
  const openExample = (key: string) => {
    openedHere.current = true
    void navigate({ to: '.', search: (prev) => ({ ...prev, example: key }), resetScroll: false })
  }
  const closeExample = () => {
    if (openedHere.current) {
      openedHere.current = false
      router.history.back()
    } else {
      void navigate({ to: '.', search: (prev) => ({ ...prev, example: undefined }), replace: true, resetScroll: false })
    }
  }

  const panel = content.heroPanel ?? {}
  const extraSections = (afterHero: boolean) =>
    content.extraSections
      .filter((section) => Boolean(section.afterHero) === afterHero)
      .map((section) => <ToolExtraSection key={section.id} section={section} custom={sections[section.id]} />)

  return (
    <>
      <PageHero
        kicker={<Eyebrow>{product}</Eyebrow>}
        title={t(`${ns}:hero.title`)}
        lead={t(`${ns}:hero.lead`)}
        actions={
          <>
            <SignUpButton testId="hero-cta" />
            <Button variant="default" size={ACTION_SIZE.page} onClick={() => setDemoOpen(true)} leftSection={<AppIcon id="play" size={18} />}>
              {t('common:toolPage.watchDemo')}
            </Button>
          </>
        }
        aside={
          <>
            {panel.tiles && (
              <ul className={classes.heroTiles}>
                {panel.tiles.map((tile) => (
                  <li key={tile.id}>
                    <AppIcon id={tile.icon} size={20} />
                    {t(tile.labelKey)}
                  </li>
                ))}
              </ul>
            )}
            <RotatingPrompt
              prompts={content.prompts.map((key) => t(key))}
              intervalMs={content.promptIntervalMs}
              label={t('common:toolPage.tryAsking')}
              listLabel={t('common:toolPage.samplePrompts', { product: productInSentence })}
              pauseLabel={t('common:toolPage.pausePrompts')}
              playLabel={t('common:toolPage.playPrompts')}
              typing={panel.style === 'typing'}
            />
          </>
        }
        asideProps={{ className: classes.heroAside, 'data-hide-small': panel.hideOnSmallScreens || undefined, 'data-testid': 'hero-panel' }}
      />

      {extraSections(true)}

      <section className={classes.section} aria-labelledby="features-title">
        <Container size="lg">
          <Title order={2} id="features-title" className={classes.sectionTitle}>
            {t('common:toolPage.featuresTitle', { product: productInSentence })}
          </Title>
          {/* Phones: one scroll row (a focusable region: the cards hold no links); from sm up the grid. */}
          <ScrollHint />
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            mt="lg"
            className={scrollRow.row}
            {...scrollRegion(t('common:toolPage.featuresTitle', { product }))}
          >
            {content.features.map((feature) => (
              <article key={feature.id} className={classes.card}>
                <span className={classes.cardIcon}>
                  <AppIcon id={feature.icon} size={22} />
                </span>
                <Title order={3} size="h4">
                  {t(feature.titleKey)}
                </Title>
                <p className={classes.text}>{t(feature.bodyKey)}</p>
              </article>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="steps-title">
        <Container size="lg">
          <Title order={2} id="steps-title" className={classes.sectionTitle}>
            {t('common:toolPage.stepsTitle')}
          </Title>
          <ScrollHint />
          <div className={scrollRow.scroller} {...scrollRegion(t('common:toolPage.stepsTitle'))}>
            <ol className={`${classes.steps} ${scrollRow.track}`}>
              {content.steps.map((step, index) => (
                <li key={step.id} className={classes.step}>
                  <span className={classes.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Title order={3} size="h4">
                    {t(step.titleKey)}
                  </Title>
                  <p className={classes.text}>{t(step.bodyKey)}</p>
                </li>
              ))}
            </ol>
          </div>
          <h3 className={classes.badgesTitle}>{t('common:toolPage.badgesTitle')}</h3>
          <ul className={classes.badges} data-testid="tool-badges">
            {content.badgeKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Container>
      </section>

      {extraSections(false)}

      <section className={classes.section} aria-labelledby="scenarios-title">
        <Container size="lg">
          <Title order={2} id="scenarios-title" className={classes.sectionTitle}>
            {t('common:toolPage.scenariosTitle')}
          </Title>
          <p className={classes.sectionLead}>{t('common:toolPage.scenariosLead', { product: productInSentence })}</p>
          <ScrollHint />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg" className={scrollRow.row}>
            {content.examples.map((item) => (
              <article key={item.key} className={classes.scenario} data-testid="scenario-card">
                <Title order={3} size="h4">
                  {t(item.titleKey)}
                </Title>
                <blockquote className={classes.scenarioPrompt}>{t(item.promptKey)}</blockquote>
                <p className={classes.text}>{t(item.outcomeKey)}</p>
                <Button
                  variant="light"
                  mt="auto"
                  onClick={() => openExample(item.key)}
                  aria-label={t('common:toolPage.seeExampleOf', { scenario: t(item.titleKey) })}
                >
                  {t('common:toolPage.seeExample')}
                </Button>
              </article>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="integrations-title">
        <Container size="lg">
          <Title order={2} id="integrations-title" className={classes.sectionTitle}>
            {t(content.integrations.titleKey)}
          </Title>
          <p className={classes.sectionLead}>{t(content.integrations.bodyKey)}</p>
          <Availability availableKeys={content.integrations.availableKeys} comingSoonKeys={content.integrations.comingSoonKeys} />
        </Container>
      </section>

      <FaqSection
        titleId="faq-title"
        title={t('common:toolPage.faqTitle')}
        items={content.faq.map((item) => ({ id: item.id, question: t(item.questionKey), answer: t(item.answerKey) }))}
      />

      <CtaBanner id="tool-cta-title" title={t(`${ns}:cta.title`)} body={t(`${ns}:cta.body`, PLAN_VALUES)}>
        <SignUpButton onDark testId="closing-cta" />
      </CtaBanner>

      <DemoDialog opened={demoOpen} onClose={() => setDemoOpen(false)} product={product} />
      <ExampleDialog tool={content.id} example={example} onClose={closeExample} />
    </>
  )
}
