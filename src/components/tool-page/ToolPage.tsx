import type { ComponentType } from 'react'
import type { ToolMockProps } from './mock/HeroMockup'
import type { FeatureShotProps } from './shots/feature-shots'
import { useTranslation } from 'react-i18next'
import { toolNamespace, type ToolCustomSectionProps, type ToolPageContent } from '../../content/tools/types'
import { OFFER, PLAN_VALUES } from '../../content/pricing'
import { TOOL_NAV } from '../../content/tools'
import { FaqSection, PageSection, SignUpButton } from '../page'
import { sampleNotes } from '../page/SampleMark'
import { CLAIM_VALUES } from '../../content/sample-claims'
import { CtaBanner } from '../CtaBanner'
import { DemoIsland } from '../demo/DemoIsland'
import { DemoPopover } from '../demo/DemoPopover'
import { ExamplePopovers } from './ExamplePopovers'
import { ToolDialogsIsland } from './ToolDialogs'
import { FeaturesSection, SCENARIOS_TITLE_ID, ScenariosSection, StepsSection, ToolHero } from './ToolSections'
import { Availability, ToolExtraSection } from './ToolExtraSection'

/**
 * The one layout of the nine tool pages: hero with the tool's mock-up and rotating prompts, features, how it works,
 * badges, page-specific sections, scenarios with See Example dialogs, integrations, FAQ and a
 * closing call to action. Everything comes from the tool's content module and catalog.
 */
export function ToolPage({
  content,
  Mock,
  Shots,
  sections = {},
}: {
  content: ToolPageContent
  /** The hero's mock-up of the tool's output (wired by the route file: mock/hero/<tool>.ts, see heroMock). */
  Mock: ComponentType<ToolMockProps>
  /** The feature grid's product shots (wired by the route file: shots/<Tool>Shots.tsx, see featureShots). */
  Shots: ComponentType<FeatureShotProps>
  /** Components of the content's `custom` sections, by section id (wired by the route file). */
  sections?: Readonly<Record<string, ComponentType<ToolCustomSectionProps>>>
}) {
  const { t } = useTranslation()
  const ns = toolNamespace(content.id)
  const nav = TOOL_NAV.find((tool) => tool.id === content.id)
  const product = t(nav?.nameKey ?? 'common:brand.name')
  /** The name inside a sentence ('Lo que hace el Lector de RFP por ti'). */
  const productInSentence = t(nav?.sentenceNameKey ?? 'common:brand.name')
  const extraSections = (afterHero: boolean) =>
    content.extraSections
      .filter((section) => Boolean(section.afterHero) === afterHero)
      .map((section) => <ToolExtraSection key={section.id} section={section} custom={sections[section.id]} />)

  return (
    <>
      <ToolHero content={content} product={product} productInSentence={productInSentence} Mock={Mock} />

      {extraSections(true)}

      <FeaturesSection content={content} productInSentence={productInSentence} Shot={Shots} />
      <StepsSection content={content} />

      {extraSections(false)}

      <ScenariosSection content={content} productInSentence={productInSentence} />

      <PageSection
        space="compact"
        titleId="integrations-title"
        title={t(content.integrations.titleKey)}
        intro={t(content.integrations.bodyKey)}
      >
        <Availability availableKeys={content.integrations.availableKeys} comingSoonKeys={content.integrations.comingSoonKeys} />
      </PageSection>

      <FaqSection
        titleId="faq-title"
        title={t('common:toolPage.faqTitle')}
        items={content.faq.map((item) => ({
          id: item.id,
          question: t(item.questionKey),
          answer: t(item.answerKey, CLAIM_VALUES),
          samples: sampleNotes(t, item.answerKey),
        }))}
        phonePreview={3}
      />

      <CtaBanner id="tool-cta-title" title={t(`${ns}:cta.title`)} body={`${t(`${ns}:cta.body`)} ${t(OFFER.short, PLAN_VALUES)}`}>
        <SignUpButton onDark testId="closing-cta" />
      </CtaBanner>

      <DemoPopover product={product} section={{ targetId: SCENARIOS_TITLE_ID, label: t('common:demo.seeExamples') }} />
      <DemoIsland />
      <ExamplePopovers tool={content.id} examples={content.examples} />
      <ToolDialogsIsland examples={content.examples} copied={t('common:toolPage.copied')} copyFailed={t('common:toolPage.copyFailed')} />
    </>
  )
}
