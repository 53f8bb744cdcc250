import { Fragment, useEffect, useState } from 'react'
import { Faq, type FaqItem } from '../../components/Faq'
import { Card } from '../../components/page/cards'
import { SampleNote } from '../../components/page/SamplePill'
import { Button, TabGroup, TabList, TabPanel, Text, Title } from '../../components/ui'
import { FlatRichText } from '../../i18n/FlatRichText'
import { island } from '../../islands/island'
import { onHelpQueryChange, setHelpQuery, useHelpQuery } from './help-query'
import { HelpIcon, MAIL_ICON } from './HelpIcon'
import { HELP_SEARCH_ID } from './HelpSearch'
import { highlightSegments, isSearchActive, searchItems } from './search'
import classes from './HelpCenterPage.module.css'

type Tab = 'faq' | 'contact'

/** One topic of the FAQ, its words translated. */
type HelpTopic = { id: string; title: string; items: FaqItem[] }

export type HelpTabsProps = {
  topics: HelpTopic[]
  /** The tabs' and the search states' words. */
  text: {
    tabsLabel: string
    faq: string
    contact: string
    resultsTitle: string
    noResultsTitle: string
    noResultsBody: string
    clear: string
  }
  contact: {
    title: string
    body: string
    /** The sample label beside the response time while it is a sample (SampleMark's words), else null. */
    sample: string | null
    /** "Email us at <mailLink>support@…</mailLink>." */
    emailLine: string
    href: string
    button: string
    tipsTitle: string
    tips: string[]
  }
}

/**
 * The FAQ and Contact support tabs. Until it hydrates (on the first search: `island:help-tabs`, or at once on an
 * address with `?q=`) the tabs are links and the panel the address names shows (`:target`), as without JavaScript;
 * then they are tabs, and the FAQ panel shows the search's answers as the visitor types.
 */
export function HelpTabs({ topics, text, contact }: HelpTabsProps) {
  const [tab, setTab] = useState<Tab>('faq')
  const query = useHelpQuery()
  const active = isSearchActive(query)
  const results = active
    ? searchItems(
        topics.flatMap((topic) => topic.items.map((item) => ({ ...item, topic: topic.title }))),
        query,
      )
    : []

  // A search brings the FAQ tab back.
  useEffect(() => onHelpQueryChange(() => setTab('faq')), [])

  return (
    <TabGroup idBase="help" onTarget={(value) => value === 'contact' && setTab('contact')} className={classes.tabs}>
      <TabList
        idBase="help"
        value={tab}
        onChange={setTab}
        label={text.tabsLabel}
        grow
        linked
        className={classes.tabList}
        tabClassName={classes.tab}
        tabs={[
          { value: 'faq', label: text.faq, testId: 'tab-faq' },
          { value: 'contact', label: text.contact, testId: 'tab-contact' },
        ]}
      />

      <TabPanel idBase="help" value="faq" active={tab === 'faq'} className={classes.panel}>
        {!active ? (
          topics.map((topic) => (
            <section key={topic.id} className={classes.topic} aria-labelledby={`topic-${topic.id}`} data-testid="help-topic">
              <Title order={2} id={`topic-${topic.id}`} className={classes.topicTitle}>
                {topic.title}
              </Title>
              <Faq items={topic.items} name={`help-${topic.id}`} />
            </section>
          ))
        ) : results.length > 0 ? (
          <section aria-labelledby="results-title">
            <Title order={2} id="results-title" className={classes.topicTitle}>
              {text.resultsTitle}
            </Title>
            <ul className={classes.results} data-testid="help-results">
              {results.map((entry) => (
                <Card key={entry.id} className={classes.result} data-testid="help-result">
                  <p className={classes.resultTopic}>{entry.topic}</p>
                  <Title order={3} className={classes.resultQuestion}>
                    <Highlighted text={entry.question} query={query} />
                  </Title>
                  <p className={classes.resultAnswer}>
                    <Highlighted text={entry.answer} query={query} />
                    {entry.samples?.map((note) => (
                      <SampleNote key={note.kind} kind={note.kind} label={note.label} />
                    ))}
                  </p>
                </Card>
              ))}
            </ul>
          </section>
        ) : (
          <Card as="div" className={classes.empty} data-testid="help-no-results">
            <Title order={2} className={classes.topicTitle}>
              {text.noResultsTitle}
            </Title>
            <Text mt="xs" className={classes.muted}>
              {text.noResultsBody}
            </Text>
            {/* Empties the field (the hero's island) and puts the focus back in it. */}
            <Button
              variant="default"
              mt="lg"
              onClick={() => {
                setHelpQuery('')
                document.getElementById(HELP_SEARCH_ID)?.focus()
              }}
              data-testid="help-clear"
            >
              {text.clear}
            </Button>
          </Card>
        )}
      </TabPanel>

      <TabPanel idBase="help" value="contact" active={tab === 'contact'} className={classes.panel} keepMounted>
        <ContactSupport {...contact} />
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

function ContactSupport({ title, body, sample, emailLine, href, button, tipsTitle, tips }: HelpTabsProps['contact']) {
  return (
    <section className={classes.contact} aria-labelledby="contact-title" data-testid="help-contact">
      <span className={classes.contactIcon}>
        <HelpIcon d={MAIL_ICON} size={28} />
      </span>
      <Title order={2} id="contact-title" className={classes.topicTitle}>
        {title}
      </Title>
      <Text mt="xs" size="lg" className={classes.muted}>
        {body}
        <SampleNote kind="response" label={sample} />
      </Text>
      <p className={classes.email}>
        <FlatRichText text={emailLine} components={{ mailLink: <a href={href} className={classes.emailLink} /> }} />
      </p>
      <Button component="a" href={href} size="md" mt="md" leftSection={<HelpIcon d={MAIL_ICON} size={18} />} data-testid="help-email">
        {button}
      </Button>
      <Title order={3} className={classes.tipsTitle}>
        {tipsTitle}
      </Title>
      <ul className={classes.tips}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  )
}

/** Hydrates on the first search (`island:help-tabs`, see help-query.ts) or at once with `?q=`. */
export const HelpTabsIsland = island('help-tabs', HelpTabs, { when: 'event', eagerParam: 'q' })
