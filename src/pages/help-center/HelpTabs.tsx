import { Fragment, useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Faq } from '../../components/Faq'
import { Card } from '../../components/page'
import { SampleMark } from '../../components/page/SampleMark'
import { Button, TabGroup, TabList, TabPanel, Text, Title } from '../../components/ui'
import { SUPPORT_RESPONSE } from '../../content/company'
import { HELP_TOPICS } from '../../content/help-center'
import { island } from '../../islands/island'
import { config } from '../../lib/config'
import { buildMailto } from '../../lib/mailto'
import { helpEntries, type HelpEntry } from './entries'
import { onHelpQueryChange, setHelpQuery, useHelpQuery } from './help-query'
import { HelpIcon, MAIL_ICON } from './HelpIcon'
import { HELP_SEARCH_ID } from './HelpSearch'
import { highlightSegments, isSearchActive, searchItems } from './search'
import classes from './HelpCenterPage.module.css'

type Tab = 'faq' | 'contact'

/**
 * The FAQ and Contact support tabs. Until it hydrates (on the first search, see HELP_TABS_EVENT, or at once on an
 * address with `?q=`) the tabs are links and the panel the address names shows (`:target`), as without JavaScript;
 * then they are tabs, and the FAQ panel shows the search's answers as the visitor types.
 */
export function HelpTabs() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('faq')
  const query = useHelpQuery()
  const active = isSearchActive(query)
  const results = active ? searchItems(helpEntries(t), query) : []

  // A search brings the FAQ tab back.
  useEffect(() => onHelpQueryChange(() => setTab('faq')), [])

  return (
    <TabGroup idBase="help" onTarget={(value) => value === 'contact' && setTab('contact')} className={classes.tabs}>
      <TabList
        idBase="help"
        value={tab}
        onChange={setTab}
        label={t('help-center:tabs.label')}
        grow
        linked
        className={classes.tabList}
        tabClassName={classes.tab}
        tabs={[
          { value: 'faq', label: t('help-center:tabs.faq'), testId: 'tab-faq' },
          { value: 'contact', label: t('help-center:tabs.contact'), testId: 'tab-contact' },
        ]}
      />

      <TabPanel idBase="help" value="faq" active={tab === 'faq'} className={classes.panel}>
        {!active ? <HelpTopics /> : results.length > 0 ? <SearchResults results={results} query={query} /> : <NoResults />}
      </TabPanel>

      <TabPanel idBase="help" value="contact" active={tab === 'contact'} className={classes.panel} keepMounted>
        <ContactSupport />
      </TabPanel>
    </TabGroup>
  )
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightSegments(text, query).map((segment, index) =>
    segment.match ? (
      <mark key={index} className={classes.mark}>
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  )
}

/** With no search: every topic, each with its questions. */
function HelpTopics() {
  const { t } = useTranslation()
  return HELP_TOPICS.map((topic) => (
    <section key={topic.id} className={classes.topic} aria-labelledby={`topic-${topic.id}`} data-testid="help-topic">
      <Title order={2} id={`topic-${topic.id}`} className={classes.topicTitle}>
        {t(topic.titleKey)}
      </Title>
      <Faq
        items={topic.items.map((item) => ({
          id: item.id,
          question: t(item.questionKey),
          answer: t(item.answerKey, item.values),
        }))}
      />
    </section>
  ))
}

function SearchResults({ results, query }: { results: readonly HelpEntry[]; query: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="results-title">
      <Title order={2} id="results-title" className={classes.topicTitle}>
        {t('help-center:search.resultsTitle')}
      </Title>
      <ul className={classes.results} data-testid="help-results">
        {results.map((entry) => (
          <Card key={entry.id} className={classes.result} data-testid="help-result">
            <p className={classes.resultTopic}>{t(entry.topicKey)}</p>
            <Title order={3} className={classes.resultQuestion}>
              <Highlighted text={entry.question} query={query} />
            </Title>
            <p className={classes.resultAnswer}>
              <Highlighted text={entry.answer} query={query} />
            </p>
          </Card>
        ))}
      </ul>
    </section>
  )
}

/** Nothing found: Clear search empties the field (in the hero's island) and puts the focus back in it. */
function NoResults() {
  const { t } = useTranslation()
  return (
    <Card as="div" className={classes.empty} data-testid="help-no-results">
      <Title order={2} className={classes.topicTitle}>
        {t('help-center:search.noResultsTitle')}
      </Title>
      <Text mt="xs" className={classes.muted}>
        {t('help-center:search.noResultsBody')}
      </Text>
      <Button
        variant="default"
        mt="lg"
        onClick={() => {
          setHelpQuery('')
          document.getElementById(HELP_SEARCH_ID)?.focus()
        }}
        data-testid="help-clear"
      >
        {t('help-center:search.clear')}
      </Button>
    </Card>
  )
}

function ContactSupport() {
  const { t } = useTranslation()
  const href = buildMailto(config.supportEmail, { subject: t('help-center:contact.subject') })
  return (
    <section className={classes.contact} aria-labelledby="contact-title" data-testid="help-contact">
      <span className={classes.contactIcon}>
        <HelpIcon d={MAIL_ICON} size={28} />
      </span>
      <Title order={2} id="contact-title" className={classes.topicTitle}>
        {t('help-center:contact.title')}
      </Title>
      <Text mt="xs" size="lg" className={classes.muted}>
        {t('help-center:contact.body', { responseHours: SUPPORT_RESPONSE.hours })} <SampleMark kind="response" />
      </Text>
      <p className={classes.email}>
        <Trans
          i18nKey="help-center:contact.emailLine"
          values={{ email: config.supportEmail }}
          components={{ mailLink: <a href={href} className={classes.emailLink} /> }}
        />
      </p>
      <Button component="a" href={href} size="md" mt="md" leftSection={<HelpIcon d={MAIL_ICON} size={18} />} data-testid="help-email">
        {t('help-center:contact.button')}
      </Button>
      <Title order={3} className={classes.tipsTitle}>
        {t('help-center:contact.tipsTitle')}
      </Title>
      <ul className={classes.tips}>
        <li>{t('help-center:contact.tips.company')}</li>
        <li>{t('help-center:contact.tips.tool')}</li>
        <li>{t('help-center:contact.tips.screenshot')}</li>
      </ul>
    </section>
  )
}

const NAMESPACES = ['help-center', 'claims'] as const

/** Hydrates on the first search (HELP_TABS_EVENT is `island:help-tabs`) or at once with `?q=`. */
export const HelpTabsIsland = island('help-tabs', HelpTabs, { when: 'event', eagerParam: 'q', namespaces: () => NAMESPACES })
