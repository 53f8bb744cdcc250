import { Title } from './ui'
import { useTranslation } from 'react-i18next'
import { TOOL_CATEGORIES, type ToolCardData } from '../content/tool-cards'
import { AppIcon } from './icons/AppIcon'
import { Card, IconBox } from './page/cards'
import { Checklist } from './page/Checklist'
import { Pill } from './page/Pill'
import { LocaleLink } from './LocaleLink'
import { FlatRichText } from '../i18n/FlatRichText'
import classes from './ToolCard.module.css'

type Props = {
  tool: ToolCardData
  /** The card title's heading level, so headings stay in order on every page. */
  headingOrder?: 3 | 4
  /** The four benefit bullets (the All-tools overview shows them; the home strip does not). */
  showBenefits?: boolean
  /** The category label above the title. */
  showCategory?: boolean
}

/** A tool card: icon, title, description, optional benefits, and a Learn more link to the tool's page. */
export function ToolCard({ tool, headingOrder = 3, showBenefits = false, showCategory = false }: Props) {
  const { t } = useTranslation()
  const name = t(tool.nameKey)
  // In a sentence the name takes its article where the language has one (el Redactor de Contratos).
  const nameInSentence = t(tool.sentenceNameKey)
  const category = TOOL_CATEGORIES.find((c) => c.id === tool.category)
  return (
    <Card as="article" className={classes.card} data-testid="tool-card" data-tool={tool.id}>
      <div className={classes.top}>
        <IconBox id={tool.icon} />
        {showCategory && category && <Pill className={classes.category}>{t(category.labelKey)}</Pill>}
      </div>
      <Title order={headingOrder} className={classes.title}>
        {name}
      </Title>
      <p className={classes.description}>{t(tool.descriptionKey)}</p>
      {showBenefits && (
        <Checklist
          itemKeys={tool.benefitKeys}
          className={classes.benefits}
          aria-label={t('tool-cards:benefitsLabel', { tool: nameInSentence })}
        />
      )}
      <div className={classes.footer}>
        <LocaleLink to={tool.to} className={classes.link}>
          {/* One sentence, 'Learn more<srOnly> about {tool}</srOnly>': the visually hidden part names the tool
              (link purpose, and Lighthouse's link-text audit). */}
          <FlatRichText text={t('tool-cards:learnMore', { tool: nameInSentence })} components={{ srOnly: <span className="sr-only" /> }} />
          <AppIcon id="arrowRight" size={18} />
        </LocaleLink>
      </div>
    </Card>
  )
}
