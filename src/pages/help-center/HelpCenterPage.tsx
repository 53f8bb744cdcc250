import { useTranslation } from 'react-i18next'
import { Container } from '../../components/ui'
import { ClosingCta, PageHero } from '../../components/page'
import { SUPPORT_RESPONSE } from '../../content/company'
import { HelpSearchIsland } from './HelpSearch'
import { HelpTabsIsland } from './HelpTabs'
import classes from './HelpCenterPage.module.css'

/**
 * The help center: the search field in the hero and the FAQ / Contact support tabs below are two islands that share
 * the search text (./help-query.ts); the rest is server HTML. Before and without JavaScript the field is a GET form
 * and the tabs are links to their panels.
 */
export function HelpCenterPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        containerSize="md"
        title={t('help-center:hero.title')}
        lead={t('help-center:hero.lead', { responseHours: SUPPORT_RESPONSE.hours })}
      >
        <HelpSearchIsland />
      </PageHero>

      <div className={classes.body}>
        <Container size="md">
          <HelpTabsIsland />
        </Container>
      </div>

      <ClosingCta />
    </>
  )
}
