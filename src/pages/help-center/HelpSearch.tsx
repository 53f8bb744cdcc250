import { useEffect, useRef } from 'react'
import { Button } from '../../components/ui/Button'
import { TextInput } from '../../components/ui/TextInput'
import { island } from '../../islands/island'
import { messageFormatter, type IslandMessages } from '../../islands/messages'
import { queryOfAddress, setHelpQuery, useHelpQuery } from './help-query'
import { HelpIcon, SEARCH_ICON } from './HelpIcon'
import { isSearchActive, searchItems } from './search'
import classes from './HelpCenterPage.module.css'

/** The field's id: the answers' Clear search puts the focus back here. */
export const HELP_SEARCH_ID = 'help-search'

export type HelpSearchProps = {
  /** The form's address (the page's own, in its locale). */
  action: string
  /** The field's words, translated. */
  text: { label: string; hint: string; placeholder: string; submit: string }
  /** `help-center:search.results` (the live count), parsed. */
  messages: IslandMessages
  /** Every question and answer, translated: what the count counts. */
  entries: { question: string; answer: string }[]
}

/**
 * The search field and its live count, in the hero. A GET form with `q`: without JavaScript it loads ?q=..., which
 * the page reads once hydrated; with it, the answers below (the tabs island) follow as the visitor types. Its code
 * loads on the first focus, tap or key in the form (or at once on an address with `?q=`): the words typed meanwhile
 * stay in the field and are searched once it has hydrated.
 */
export function HelpSearch({ action, text, messages, entries }: HelpSearchProps) {
  const t = messageFormatter(messages)
  const inputRef = useRef<HTMLInputElement>(null)
  const query = useHelpQuery()
  const active = isSearchActive(query)

  useEffect(() => {
    // Words typed before hydration win over the address's: the field then holds more than the page knows.
    const typed = inputRef.current?.value ?? ''
    const start = typed !== '' ? typed : queryOfAddress(location.search)
    if (start !== '') setHelpQuery(start)
  }, [])

  return (
    <>
      <form
        role="search"
        method="get"
        action={action}
        className={classes.search}
        onSubmit={(event) => {
          event.preventDefault()
          setHelpQuery(inputRef.current?.value ?? query)
        }}
      >
        <TextInput
          ref={inputRef}
          id={HELP_SEARCH_ID}
          name="q"
          type="search"
          size="lg"
          label={text.label}
          description={text.hint}
          placeholder={text.placeholder}
          value={query}
          onChange={(event) => setHelpQuery(event.currentTarget.value)}
          leftSection={<HelpIcon d={SEARCH_ICON} />}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          data-testid="help-search"
          classNames={{ label: classes.searchLabel, description: classes.searchHint }}
          inputContainer={(input) => (
            <div className={classes.searchRow}>
              {input}
              <Button type="submit" size="lg" data-testid="help-search-submit">
                {text.submit}
              </Button>
            </div>
          )}
        />
      </form>
      <p role="status" aria-live="polite" className={classes.status} data-testid="help-search-status">
        {active ? t('help-center:search.results', { count: searchItems(entries, query).length, query: query.trim() }) : ''}
      </p>
    </>
  )
}

export const HelpSearchIsland = island('help-search', HelpSearch, { when: 'interaction', eagerParam: 'q' })
