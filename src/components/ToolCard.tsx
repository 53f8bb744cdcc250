import { useTranslation } from 'react-i18next'
import { TOOL_CATEGORIES, type ToolCardData } from '../content/tool-cards'
import { ToolCardView, type ToolCardText } from './ToolCardView'

type Props = {
  tool: ToolCardData
  /** The card title's heading level, so headings stay in order on every page. */
  headingOrder?: 3 | 4
  /** The four benefit bullets (the All-tools overview shows them; the home strip does not). */
  showBenefits?: boolean
  /** The category label above the title. */
  showCategory?: boolean
}

type TFunction = ReturnType<typeof useTranslation>['t']

/** A tool card's words, translated (what ToolCardView draws; an island gets them in its props). */
export function toolCardText(
  t: TFunction,
  tool: ToolCardData,
  { showBenefits = false, showCategory = false }: Pick<Props, 'showBenefits' | 'showCategory'> = {},
): ToolCardText {
  // In a sentence the name takes its article where the language has one (el Redactor de Contratos).
  const nameInSentence = t(tool.sentenceNameKey)
  const category = TOOL_CATEGORIES.find((c) => c.id === tool.category)
  return {
    id: tool.id,
    to: tool.to,
    icon: tool.icon,
    name: t(tool.nameKey),
    description: t(tool.descriptionKey),
    category: showCategory && category ? t(category.labelKey) : undefined,
    benefits: showBenefits
      ? { items: tool.benefitKeys.map((key) => t(key)), label: t('tool-cards:benefitsLabel', { tool: nameInSentence }) }
      : undefined,
    learnMore: t('tool-cards:learnMore', { tool: nameInSentence }),
  }
}

/** A tool card: icon, title, description, optional benefits, and a Learn more link to the tool's page. */
export function ToolCard({ tool, headingOrder = 3, ...options }: Props) {
  const { t } = useTranslation()
  return <ToolCardView card={toolCardText(t, tool, options)} headingOrder={headingOrder} />
}
