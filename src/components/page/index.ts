/** Page-level primitives: the one hero, section, card, pill and sign-up action every page is built from. */
export { ACTION_SIZE, SignUpButton } from './actions'
export { ClosingCta, SignUpBanner } from './ClosingCta'
export { Eyebrow, HeroBand, PageHero } from './PageHero'
export { FaqSection } from './FaqSection'
export { PageSection, SectionHeading, SectionTitle } from './PageSection'
export { Card, CardList, FourUpList, IconBox, IconCard, StepNumber } from './cards'
export { Pill } from './Pill'
export { textLink } from './textLink'
