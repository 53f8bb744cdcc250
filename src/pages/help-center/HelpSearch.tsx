import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, TextInput } from '../../components/ui'
import { localizePath } from '../../i18n/locales'
import { useLocale } from '../../i18n/useLocale'
import { island } from '../../islands/island'
import { helpEntries } from './entries'
import { queryOfAddress, setHelpQuery, useHelpQuery } from './help-query'
import { HelpIcon, SEARCH_ICON } from './HelpIcon'
import { isSearchActive, searchItems } from './search'
import classes from './HelpCenterPage.module.css'

/** The field's id: the answers' Clear search puts the focus back here. */
export const HELP_SEARCH_ID = 'help-search'

/**
 * The search field and its live count, in the hero. A GET form with `q`: without JavaScript it loads ?q=..., which
 * the page reads once hydrated; with it, the answers below (the tabs island) follow as the visitor types. Its code
 * loads on the first focus, tap or key in the form (or at once on an address with `?q=`): the words typed meanwhile
 * stay in the field and are searched once it has hydrated.
 */
export function HelpSearch() {
  const { t } = useTranslation()
  const locale = useLocale()
  const inputRef = useRef<HTMLInputElement>(null)
  const query = useHelpQuery()
  const active = isSearchActive(query)
  const count = active ? searchItems(helpEntries(t), query).length : 0

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
        action={localizePath('/help-center', locale)}
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
          label={t('help-center:search.label')}
          description={t('help-center:search.hint')}
          placeholder={t('help-center:search.placeholder')}
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
                {t('help-center:search.submit')}
              </Button>
            </div>
          )}
        />
      </form>
      <p role="status" aria-live="polite" className={classes.status} data-testid="help-search-status">
        {active ? t('help-center:search.results', { count, query: query.trim() }) : ''}
      </p>
    </>
  )
}

const NAMESPACES = ['help-center', 'claims'] as const

export const HelpSearchIsland = island('help-search', HelpSearch, { when: 'interaction', eagerParam: 'q', namespaces: () => NAMESPACES })
