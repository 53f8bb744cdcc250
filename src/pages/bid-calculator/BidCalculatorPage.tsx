import { Button, Container } from '../../components/ui'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { NEW_TAB, NewTabHint } from '../../components/layout/ExternalLink'
import { ACTION_SIZE, Eyebrow, PageHero } from '../../components/page'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { useLocale } from '../../i18n/useLocale'
import {
  evaluateInputs,
  formatInputNumber,
  NUMERIC_FIELDS,
  parseLocaleNumber,
  searchFromInputs,
  valuesFromSearch,
  type BidErrors,
  type BidSearch,
  type BidValues,
  type FieldId,
  type RawInputs,
  type SuppliesMode,
} from '../../lib/bid-calculator'
import { config } from '../../lib/config'
import { BidForm } from './BidForm'
import { BidResults } from './BidResults'
import { COPY_VALUES } from './fields'
import { SummaryBar } from './SummaryBar'
import { formats } from '../../lib/format'
import classes from './BidCalculatorPage.module.css'

type Props = {
  /** The estimate in the URL: empty while hydrating, so the first render matches the pre-rendered page. */
  search: BidSearch
  /** Puts the estimate into the URL (replacing the history entry). */
  onSearchChange: (search: BidSearch) => void
}

const URL_DELAY_MS = 400

export function BidCalculatorPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fmt = formats(locale)
  // What the visitor typed; fields not typed in show the URL's (or the default) value.
  const [drafts, setDrafts] = useState<Partial<RawInputs>>({})
  const [modeDraft, setModeDraft] = useState<SuppliesMode | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const base = valuesFromSearch(search)
  const raw = Object.fromEntries(
    NUMERIC_FIELDS.map((field) => [field, drafts[field] ?? formatInputNumber(base[field], locale)]),
  ) as RawInputs
  const mode = modeDraft ?? base.suppliesMode
  const outcome = evaluateInputs(raw, mode, locale)
  const errors: BidErrors = outcome.ok ? {} : outcome.errors
  // The values shown beside the result (all valid when there is a result).
  const values: BidValues = { ...base, suppliesMode: mode }
  for (const field of NUMERIC_FIELDS) {
    const parsed = parseLocaleNumber(raw[field], locale)
    if (parsed.ok) values[field] = parsed.value
  }

  function scheduleUrl(nextRaw: RawInputs, nextMode: SuppliesMode) {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSearchChange(searchFromInputs(nextRaw, nextMode, locale)), URL_DELAY_MS)
  }

  function change(field: FieldId, text: string) {
    setDrafts((previous) => ({ ...previous, [field]: text }))
    scheduleUrl({ ...raw, [field]: text }, mode)
  }

  function changeMode(next: SuppliesMode) {
    setModeDraft(next)
    scheduleUrl(raw, next)
  }

  function reset() {
    clearTimeout(timer.current)
    setDrafts({})
    setModeDraft('sqft')
    onSearchChange({})
  }

  return (
    <>
      <PageHero
        className={classes.hero}
        kicker={
          <Eyebrow>
            <AppIcon id="calculator" size={18} /> {t('bid-calculator:hero.eyebrow')}
          </Eyebrow>
        }
        title={t('bid-calculator:hero.title')}
        lead={t('bid-calculator:hero.lead')}
      />

      <Container size="lg" className={classes.layout}>
        <BidForm raw={raw} mode={mode} errors={errors} locale={locale} fmt={fmt} onChange={change} onModeChange={changeMode} />

        <div className={classes.resultsColumn}>
          <BidResults outcome={outcome} values={values} fmt={fmt} onReset={reset} onPrint={() => window.print()} />
        </div>
      </Container>

      <SummaryBar outcome={outcome} values={values} fmt={fmt} />

      <section className={classes.notes} aria-labelledby="bid-notes-title">
        <Container size="lg">
          <h2 id="bid-notes-title" className={classes.notesTitle}>
            {t('bid-calculator:notes.title')}
          </h2>
          <ul className={classes.formulas} data-testid="bid-formulas">
            <li>{t('bid-calculator:notes.hours')}</li>
            <li>{t('bid-calculator:notes.monthlyHours', COPY_VALUES)}</li>
            <li>{t('bid-calculator:notes.labor')}</li>
            <li>{t('bid-calculator:notes.supplies')}</li>
            <li>{t('bid-calculator:notes.overhead')}</li>
            <li>{t('bid-calculator:notes.price', COPY_VALUES)}</li>
            <li>{t('bid-calculator:notes.perUnit', COPY_VALUES)}</li>
          </ul>
          <div className={classes.disclaimer} data-testid="bid-disclaimer">
            <h3 className={classes.disclaimerTitle}>{t('bid-calculator:notes.disclaimerTitle')}</h3>
            <p>{t('bid-calculator:notes.disclaimer')}</p>
          </div>
        </Container>
      </section>

      <CtaBanner id="bid-cta-title" title={t('bid-calculator:cta.title')} body={t('bid-calculator:cta.body')}>
        <Button
          component="a"
          href={config.signupUrl}
          {...NEW_TAB}
          variant="white"
          size={ACTION_SIZE.page}
          className={classes.ctaAction}
          data-testid="bid-signup"
        >
          {t('bid-calculator:cta.button')}
          <NewTabHint />
        </Button>
        <Button
          component={LocaleLink}
          to="/{-$locale}/resources/get-cleaning-accounts-ai-ebook"
          variant="outline"
          color="white"
          size={ACTION_SIZE.page}
          className={classes.ctaAction}
          data-testid="bid-ebook"
        >
          {t('bid-calculator:cta.ebook')}
        </Button>
      </CtaBanner>
    </>
  )
}
