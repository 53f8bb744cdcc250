import { Button, Container, TabGroup, TabList, TabPanel, Text, TextInput, Title } from '../../components/ui'
import { Fragment, useEffect, useRef, useState, type RefObject } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Card, ClosingCta, PageHero } from '../../components/page'
import { Faq } from '../../components/Faq'
import { HELP_TOPICS } from '../../content/help-center'
import { localizePath } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import { config } from '../../lib/config'
import { buildMailto } from '../../lib/mailto'
import { highlightSegments, isSearchActive, searchItems } from './search'
import classes from './HelpCenterPage.module.css'
import { SampleMark } from '../../components/page/SampleMark'
import { SUPPORT_RESPONSE } from '../../content/company'

type Props = {
  /** The `?q=` of the URL: empty while hydrating, so the first render matches the pre-rendered page. */
  urlQuery: string
  /** Puts the query into the URL (replacing the history entry). */
  onQueryChange: (query: string) => void
}

type Tab = 'faq' | 'contact'

function Icon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const SEARCH_ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4'
const MAIL_ICON = 'M3 6h18v12H3zM3 7l9 6 9-6'

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={classes.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  )
}

type Entry = { id: string; topicKey: string; question: string; answer: string }

export function HelpCenterPage({ urlQuery, onQueryChange }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<string | null>(null)
  const [tab, setTab] = useState<Tab>('faq')
  const inputRef = useRef<HTMLInputElement>(null)
  const query = draft ?? urlQuery
  const active = isSearchActive(query)

  const entries: Entry[] = HELP_TOPICS.flatMap((topic) =>
    topic.items.map((item) => ({
      id: item.id,
      topicKey: topic.titleKey,
      question: t(item.questionKey),
      answer: t(item.answerKey, item.values),
    })),
  )
  const results = searchItems(entries, query)

  function change(value: string) {
    setDraft(value)
    setTab('faq')
    onQueryChange(value)
  }

  // Words typed before hydration are kept: the field then holds more than the state knows.
  useEffect(() => {
    const typed = inputRef.current?.value ?? ''
    if (typed !== '' && typed !== query) change(typed)
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function clear() {
    change('')
    inputRef.current?.focus()
  }

  return (
    <>
      <PageHero
        containerSize="md"
        title={t('help-center:hero.title')}
        lead={t('help-center:hero.lead', { responseHours: SUPPORT_RESPONSE.hours })}
      >
        <SearchForm inputRef={inputRef} query={query} onChange={change} />
        <p role="status" aria-live="polite" className={classes.status} data-testid="help-search-status">
          {active ? t('help-center:search.results', { count: results.length, query: query.trim() }) : ''}
        </p>
      </PageHero>

      <div className={classes.body}>
        <Container size="md">
          {/* The contact panel is in the HTML: without JavaScript its tab is a link that shows it. */}
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
              {!active ? (
                <HelpTopics />
              ) : results.length > 0 ? (
                <SearchResults results={results} query={query} />
              ) : (
                <NoResults onClear={clear} />
              )}
            </TabPanel>

            <TabPanel idBase="help" value="contact" active={tab === 'contact'} className={classes.panel} keepMounted>
              <ContactSupport />
            </TabPanel>
          </TabGroup>
        </Container>
      </div>

      <ClosingCta />
    </>
  )
}

type SearchFormProps = {
  inputRef: RefObject<HTMLInputElement | null>
  /** The page's query: the field shows it, and the page owns it. */
  query: string
  /** Called with the field's text on every change and on submit. */
  onChange: (value: string) => void
}

/**
 * The search field. A GET form with `q`: without JavaScript it loads ?q=..., which the page reads;
 * with it, results update as the visitor types.
 */
function SearchForm({ inputRef, query, onChange }: SearchFormProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <form
      role="search"
      method="get"
      action={localizePath('/help-center', locale)}
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault()
        onChange(inputRef.current?.value ?? query)
      }}
    >
      <TextInput
        ref={inputRef}
        name="q"
        type="search"
        size="lg"
        label={t('help-center:search.label')}
        description={t('help-center:search.hint')}
        placeholder={t('help-center:search.placeholder')}
        value={query}
        onChange={(event) => onChange(event.currentTarget.value)}
        leftSection={<Icon d={SEARCH_ICON} />}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        data-testid="help-search"
        classNames={{ label: classes.searchLabel, description: classes.searchHint }}
        inputContainer={(input) => (
          <div className={classes.searchRow}>
            {input}
            <Button type="submit" size="lg" data-testid="help-search-submit">
              {t('help-center:search.submit')}
            </Button>
          </div>
        )}
      />
    </form>
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

function SearchResults({ results, query }: { results: readonly Entry[]; query: string }) {
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

function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <Card as="div" className={classes.empty} data-testid="help-no-results">
      <Title order={2} className={classes.topicTitle}>
        {t('help-center:search.noResultsTitle')}
      </Title>
      <Text mt="xs" className={classes.muted}>
        {t('help-center:search.noResultsBody')}
      </Text>
      <Button variant="default" mt="lg" onClick={onClear} data-testid="help-clear">
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
        <Icon d={MAIL_ICON} size={28} />
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
      <Button component="a" href={href} size="md" mt="md" leftSection={<Icon d={MAIL_ICON} size={18} />} data-testid="help-email">
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
