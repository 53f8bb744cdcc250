import { Button, SimpleGrid, Title } from '../ui'
import { useTranslation } from 'react-i18next'
import { toolNamespace, type ToolPageContent } from '../../content/tools/types'
import { ACTION_SIZE, Card, Eyebrow, PageHero, PageSection, PillList, SignUpButton, StepNumber } from '../page'
import { FeatureCard } from './ToolCards'
import { AppIcon } from '../icons/AppIcon'
import { formats } from '../../lib/format'
import { useLocale } from '../../i18n/useLocale'
import type { ToolMockProps } from './mock/HeroMockup'
import type { HeroPromptProps } from './mock/HeroPrompt'
import { examplePopoverId, OPENS } from './example-ids'
import { heroMockId } from './mock/hero-mock'
import { DEMO_POPOVER_ID, OPENS_DEMO } from '../demo/demo-ids'
import { featureShotsId, type FeatureShotProps } from './shots/feature-shots'
import type { ComponentType } from 'react'
import { ScrollHint, scrollRow, useScrollRegion } from '../scroll-row/ScrollRow'
import { ShowAll } from './ShowAll'
import classes from './ToolPage.module.css'

/** The tool's name, on its own and inside a sentence ('Lo que hace el Lector de RFP por ti'). */
type ProductNames = { product: string; productInSentence: string }

/**
 * The hero: title, lead, sign-up and Watch Demo, and beside them (under them on phones) the tool's
 * mock-up: a window whose input line is the rotating sample prompts (`prompt`, translated here), answered by the
 * tool's sample output (`Mock`, wired by the route file: each tool's drawing is its own chunk, loaded after
 * first paint, see heroMock).
 */
export function ToolHero({
  content,
  product,
  productInSentence,
  Mock,
}: ProductNames & { content: ToolPageContent; Mock: ComponentType<ToolMockProps> }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const ns = toolNamespace(content.id)
  const panel = content.heroPanel ?? {}
  const prompt: HeroPromptProps = {
    tiles: panel.tiles?.map((tile) => ({ id: tile.id, icon: tile.icon, label: t(tile.labelKey) })),
    hideOnSmallScreens: panel.hideOnSmallScreens,
    prompts: content.prompts.map((key) => t(key)),
    intervalMs: content.promptIntervalMs,
    typing: panel.style === 'typing',
    label: t('common:toolPage.tryAsking'),
    listLabel: t('common:toolPage.samplePrompts', { product: productInSentence }),
    pauseLabel: t('common:toolPage.pausePrompts'),
    playLabel: t('common:toolPage.playPrompts'),
  }
  return (
    <PageHero
      kicker={<Eyebrow>{product}</Eyebrow>}
      title={t(`${ns}:hero.title`)}
      lead={t(`${ns}:hero.lead`)}
      actions={
        <>
          <SignUpButton testId="hero-cta" />
          {/* It opens the demo's popover (DemoPopover, in ToolPage) from the HTML; the demo island adds to it. */}
          <Button
            variant="subtle"
            size={ACTION_SIZE.page}
            data-opens={OPENS_DEMO}
            popoverTarget={DEMO_POPOVER_ID}
            leftSection={<AppIcon id="play" size={22} />}
          >
            {t('common:toolPage.watchDemo')}
          </Button>
        </>
      }
      aside={<Mock frame={{ id: heroMockId(content.id), title: product, prompt }} f={formats(locale)} />}
      asideProps={{ className: classes.heroAside }}
    />
  )
}

/**
 * What the tool does: one card per feature, at least three of them with their own product shot above the
 * words (`Shot`, the tool's deferred drawings: a feature without one draws nothing).
 */
export function FeaturesSection({
  content,
  productInSentence,
  Shot,
}: Pick<ProductNames, 'productInSentence'> & { content: ToolPageContent; Shot: ComponentType<FeatureShotProps> }) {
  const { t } = useTranslation()
  const scrollRegion = useScrollRegion()
  return (
    <PageSection space="compact" titleId="features-title" title={t('common:toolPage.featuresTitle', { product: productInSentence })}>
      {/* Phones: one scroll row (a focusable region: the cards hold no links); from sm up the grid. */}
      <ScrollHint />
      <SimpleGrid
        id={featureShotsId(content.id)}
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        className={`${classes.features} ${scrollRow.row}`}
        {...scrollRegion(t('common:toolPage.featuresTitle', { product: productInSentence }))}
      >
        {content.features.map((feature) => (
          <FeatureCard key={feature.id} {...feature} shot={<Shot feature={feature.id} />} />
        ))}
      </SimpleGrid>
    </PageSection>
  )
}

/**
 * How it works: the numbered steps, then the badges. On phones the steps are a compact list (a step's number beside
 * its title; with phonePreview the first two and "Show all 4 steps") and the badges wrap, so every tool page keeps at
 * most two sideways rows there (issue 37: the features and the scenarios).
 */
export function StepsSection({ content }: { content: ToolPageContent }) {
  const { t } = useTranslation()
  const stepsPreview = content.phonePreview?.includes('steps')
  return (
    <PageSection space="compact" titleId="steps-title" title={t('common:toolPage.stepsTitle')}>
      <ShowAll
        items={content.steps.map((step, index) => ({ ...step, n: index + 1, id: `step-${step.id}` }))}
        preview={stepsPreview ? 2 : undefined}
        label={(count) => t('common:toolPage.showAllSteps', { count })}
        cols={{ base: 1, sm: 2, md: 4 }}
        component="ol"
        className={classes.steps}
      >
        {(step) => (
          <Card key={step.id} {...(stepsPreview && { id: step.id, tabIndex: -1 })}>
            <StepNumber n={step.n} className={classes.stepNumber} />
            <Title order={3} size="h4">
              {t(step.titleKey)}
            </Title>
            <p className={classes.text}>{t(step.bodyKey)}</p>
          </Card>
        )}
      </ShowAll>
      <h3 className={classes.badgesTitle}>{t('common:toolPage.badgesTitle')}</h3>
      <PillList className={classes.badges} data-testid="tool-badges" items={content.badgeKeys.map((key) => t(key))} />
    </PageSection>
  )
}

/** The scenarios, each with a See Example button that opens its example dialog. */
/** The scenarios section's heading: Watch demo's dialog leads to it (DemoPopover's section link). */
export const SCENARIOS_TITLE_ID = 'scenarios-title'

export function ScenariosSection({ content, productInSentence }: Pick<ProductNames, 'productInSentence'> & { content: ToolPageContent }) {
  const { t } = useTranslation()
  const stacked = content.phonePreview?.includes('scenarios')
  return (
    <PageSection
      space="compact"
      titleId={SCENARIOS_TITLE_ID}
      title={t('common:toolPage.scenariosTitle')}
      intro={t('common:toolPage.scenariosLead', { product: productInSentence })}
    >
      {!stacked && <ScrollHint />}
      <ShowAll
        items={content.examples.map((item) => ({ ...item, id: `scenario-${item.key}` }))}
        // Phones: a sideways row, or (phonePreview) the first scenario and "Show all N scenarios".
        preview={stacked ? 1 : undefined}
        label={(count) => t('common:toolPage.showAllScenarios', { count })}
        cols={{ base: 1, sm: 2, md: 3 }}
        className={scrollRow.row}
      >
        {(item) => (
          <Card
            as="article"
            key={item.key}
            {...(stacked && { id: item.id, tabIndex: -1 })}
            className={classes.card}
            data-testid="scenario-card"
          >
            <Title order={3} size="h4">
              {t(item.titleKey)}
            </Title>
            <blockquote className={classes.scenarioPrompt}>{t(item.promptKey)}</blockquote>
            <p className={classes.text}>{t(item.outcomeKey)}</p>
            <Button
              variant="light"
              mt="auto"
              data-opens={OPENS.example}
              data-example={item.key}
              popoverTarget={examplePopoverId(item.key)}
              aria-label={t('common:toolPage.seeExampleOf', { scenario: t(item.titleKey) })}
            >
              {t('common:toolPage.seeExample')}
            </Button>
          </Card>
        )}
      </ShowAll>
    </PageSection>
  )
}
