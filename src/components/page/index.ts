/**
 * Page-level primitives: the one hero, section, card, pill and sign-up action every page is built from.
 * A primitive only a few pages use (BrowserWindow, ChatBubble, FourUpList, textLink, statFigure) is imported from
 * its own file, not from here: every module this index names (and its CSS) is in every page's first load.
 */
export { ACTION_SIZE, SignUpButton } from './actions'
export { Checklist } from './Checklist'
export { ClosingCta, SignUpBanner } from './ClosingCta'
export { Eyebrow, HeroBand, PageHero } from './PageHero'
export { FaqSection } from './FaqSection'
export { PageSection, SectionHeading, SectionTitle } from './PageSection'
export { Card, CardList, IconBox, IconCard, StepNumber } from './cards'
export { Pill } from './Pill'
export { PillList } from './PillList'
export { LinkList } from './LinkList'
