import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Container } from '../../components/ui'
import { ClosingCta, PageHero } from '../../components/page'
import { sampleNotes } from '../../components/page/SampleMark'
import { SAMPLE_MARKS, SUPPORT_RESPONSE } from '../../content/company'
import { HELP_TOPICS } from '../../content/help-center'
import { localizePath } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import { islandMessages } from '../../islands/messages-server'
import { config } from '../../lib/config'
import { buildMailto } from '../../lib/mailto'
import { HelpSearchIsland, type HelpSearchProps } from './HelpSearch'
import { HelpTabsIsland, type HelpTabsProps } from './HelpTabs'
import classes from './HelpCenterPage.module.css'

/**
 * The help center: the search field in the hero and the FAQ / Contact support tabs below are two islands that share
 * the search text (./help-query.ts), their words translated here; the rest is server HTML. Before and without
 * JavaScript the field is a GET form and the tabs are links to their panels.
 */
export function HelpCenterPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const topics = helpTopics(t)
  return (
    <>
      <PageHero
        containerSize="md"
        title={t('help-center:hero.title')}
        lead={t('help-center:hero.lead', { responseHours: SUPPORT_RESPONSE.hours })}
      >
        <HelpSearchIsland {...searchProps(t, localizePath('/help-center', locale), topics)} />
      </PageHero>

      <div className={classes.body}>
        <Container size="md">
          <HelpTabsIsland {...tabsProps(t, topics)} />
        </Container>
      </div>

      <ClosingCta />
    </>
  )
}

function helpTopics(t: TFunction): HelpTabsProps['topics'] {
  return HELP_TOPICS.map((topic) => ({
    id: topic.id,
    title: t(topic.titleKey),
    items: topic.items.map((item) => ({
      id: item.id,
      question: t(item.questionKey),
      answer: t(item.answerKey, item.values),
      samples: sampleNotes(t, item.answerKey),
    })),
  }))
}

function searchProps(t: TFunction, action: string, topics: HelpTabsProps['topics']): HelpSearchProps {
  return {
    action,
    text: {
      label: t('help-center:search.label'),
      hint: t('help-center:search.hint'),
      placeholder: t('help-center:search.placeholder'),
      submit: t('help-center:search.submit'),
    },
    messages: islandMessages(['help-center:search.results']),
    entries: topics.flatMap((topic) => topic.items.map(({ question, answer }) => ({ question, answer }))),
  }
}

function tabsProps(t: TFunction, topics: HelpTabsProps['topics']): HelpTabsProps {
  return {
    topics,
    text: {
      tabsLabel: t('help-center:tabs.label'),
      faq: t('help-center:tabs.faq'),
      contact: t('help-center:tabs.contact'),
      resultsTitle: t('help-center:search.resultsTitle'),
      noResultsTitle: t('help-center:search.noResultsTitle'),
      noResultsBody: t('help-center:search.noResultsBody'),
      clear: t('help-center:search.clear'),
    },
    contact: {
      title: t('help-center:contact.title'),
      body: t('help-center:contact.body', { responseHours: SUPPORT_RESPONSE.hours }),
      sample: SAMPLE_MARKS.response.on ? t(SAMPLE_MARKS.response.labelKey) : null,
      emailLine: t('help-center:contact.emailLine', { email: config.supportEmail }),
      href: buildMailto(config.supportEmail, { subject: t('help-center:contact.subject') }),
      button: t('help-center:contact.button'),
      tipsTitle: t('help-center:contact.tipsTitle'),
      tips: [t('help-center:contact.tips.company'), t('help-center:contact.tips.tool'), t('help-center:contact.tips.screenshot')],
    },
  }
}
