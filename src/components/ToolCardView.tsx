import { Title } from './ui'
import type { ToolId } from '../content/tools'
import type { AppPath } from '../i18n/paths'
import { AppIcon, type IconId } from './icons/AppIcon'
import { Card, IconBox } from './page/cards'
import { CheckItems } from './page/CheckItems'
import { Pill } from './page/Pill'
import { LocaleLink } from './LocaleLink'
import { FlatRichText } from '../i18n/FlatRichText'
import classes from './ToolCard.module.css'

/** A tool card's words, already translated (ToolCard's toolCardText makes them). Plain data: an island's props. */
export type ToolCardText = {
  id: ToolId
  to: AppPath
  icon: IconId
  name: string
  description: string
  /** The category label above the title. */
  category?: string
  /** The benefit bullets and the list's accessible name. */
  benefits?: { items: string[]; label: string }
  /** 'Learn more<srOnly> about {tool}</srOnly>'. */
  learnMore: string
}

/** A tool card drawn from its translated words (ToolCard; home's filtered row, an island, draws this directly). */
export function ToolCardView({ card, headingOrder = 3 }: { card: ToolCardText; headingOrder?: 3 | 4 }) {
  return (
    <Card as="article" className={classes.card} data-testid="tool-card" data-tool={card.id}>
      <div className={classes.top}>
        <IconBox id={card.icon} />
        {card.category !== undefined && <Pill className={classes.category}>{card.category}</Pill>}
      </div>
      <Title order={headingOrder} className={classes.title}>
        {card.name}
      </Title>
      <p className={classes.description}>{card.description}</p>
      {card.benefits && <CheckItems items={card.benefits.items} className={classes.benefits} aria-label={card.benefits.label} />}
      <div className={classes.footer}>
        <LocaleLink to={card.to} className={classes.link}>
          {/* One sentence, 'Learn more<srOnly> about {tool}</srOnly>': the visually hidden part names the tool
              (link purpose, and Lighthouse's link-text audit). */}
          <FlatRichText text={card.learnMore} components={{ srOnly: <span className="sr-only" /> }} />
          <AppIcon id="arrowRight" size={18} />
        </LocaleLink>
      </div>
    </Card>
  )
}
