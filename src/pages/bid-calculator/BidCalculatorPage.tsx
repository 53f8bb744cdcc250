import { Button, Container } from '../../components/ui'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CtaBanner } from '../../components/CtaBanner'
import { ACTION_SIZE, Eyebrow, PageHero } from '../../components/page'
import { AppIcon } from '../../components/icons/AppIcon'
import { LocaleLink } from '../../components/LocaleLink'
import { useLocale } from '../../i18n/useLocale'
import {
  AREA_FIELDS,
  evaluateInputs,
  formatInputNumber,
  NUMERIC_FIELDS,
  parseLocaleNumber,
  searchFromInputs,
  valuesFromSearch,
  type BidErrors,
  type BidSearch,
  type BidValues,
  type ErrorField,
  type FieldError,
  type FieldId,
  type RawInputs,
  type SuppliesMode,
} from '../../lib/bid-calculator'
import { config } from '../../lib/config'
import { BidResults } from './BidResults'
import { AREA_GROUPS, COPY_VALUES, inputId, LABOR_FIELDS, MARGIN_FIELDS, SUPPLIES_FIELDS } from './fields'
import { formats, type Formats } from '../../lib/format'
import { NumberField } from './NumberField'
import classes from './BidCalculatorPage.module.css'

type Props = {
  /** The estimate in the URL: empty while hydrating, so the first render matches the pre-rendered page. */
  search: BidSearch
  /** Puts the estimate into the URL (replacing the history entry). */
  onSearchChange: (search: BidSearch) => void
}

const URL_DELAY_MS = 400
const TOTAL_AREA_ERROR_ID = 'bid-totalArea-error'

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

  const errorText = (field: ErrorField) => {
    const error = errors[field]
    return error ? errorMessage(t, field, error, fmt) : null
  }
  const readAs = (field: FieldId) => {
    const parsed = parseLocaleNumber(raw[field], locale)
    return parsed.ok && parsed.ambiguous && !errors[field] ? t('bid-calculator:readAs', { ...COPY_VALUES, value: fmt.number(parsed.value) }) : null
  }
  const field = (id: FieldId, labelKey: string, hintKey?: string, extraErrorId?: string | null) => (
    <NumberField
      key={id}
      id={inputId(id)}
      testId={inputId(id)}
      label={t(labelKey)}
      hint={hintKey ? t(hintKey, COPY_VALUES) : undefined}
      value={raw[id]}
      onChange={(text) => change(id, text)}
      error={errorText(id)}
      extraErrorId={extraErrorId}
      note={readAs(id)}
    />
  )
  const totalAreaError = errorText('totalArea')
  const suppliesField = SUPPLIES_FIELDS[mode]

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
        <section className={classes.formColumn} aria-labelledby="bid-form-title">
          <h2 id="bid-form-title" className={classes.formTitle}>
            {t('bid-calculator:form.title')}
          </h2>
          <p className={classes.formatHint}>{t('bid-calculator:form.formatHint', COPY_VALUES)}</p>
          {/* Not a <form>: nothing is submitted, the estimate follows every keystroke. */}
          <div className={classes.form} data-testid="bid-form">
            <fieldset className={classes.group} aria-describedby={totalAreaError ? TOTAL_AREA_ERROR_ID : undefined}>
              <legend className={classes.legend}>{t('bid-calculator:form.areasLegend')}</legend>
              <p className={classes.groupHint}>{t('bid-calculator:form.areasHint')}</p>
              {AREA_GROUPS.map((area) => (
                <fieldset key={area.id} className={classes.area} data-area={area.id}>
                  <legend className={classes.areaLegend}>{t(area.legendKey)}</legend>
                  <div className={classes.pair}>
                    {field(AREA_FIELDS[area.id].sqft, 'bid-calculator:form.areaLabel', area.sqftHintKey, totalAreaError ? TOTAL_AREA_ERROR_ID : null)}
                    {field(AREA_FIELDS[area.id].rate, 'bid-calculator:form.rateLabel', area.rateHintKey)}
                  </div>
                </fieldset>
              ))}
              {totalAreaError && (
                <p id={TOTAL_AREA_ERROR_ID} className={classes.error} data-testid="bid-totalArea-error">
                  {totalAreaError}
                </p>
              )}
            </fieldset>

            <fieldset className={classes.group}>
              <legend className={classes.legend}>{t('bid-calculator:form.laborLegend')}</legend>
              <div className={classes.grid3}>{LABOR_FIELDS.map((f) => field(f.id, f.labelKey, f.hintKey))}</div>
            </fieldset>

            <fieldset className={classes.group}>
              <legend className={classes.legend}>{t('bid-calculator:form.suppliesLegend')}</legend>
              <div className={classes.modes} role="radiogroup" aria-label={t('bid-calculator:form.suppliesModeLabel')}>
                {(['sqft', 'percent'] as const).map((option) => (
                  <label key={option} className={classes.mode}>
                    <input
                      type="radio"
                      name="bid-supplies-mode"
                      value={option}
                      checked={mode === option}
                      onChange={() => changeMode(option)}
                      data-testid={`bid-supplies-${option}`}
                    />
                    <span>{option === 'sqft' ? t('bid-calculator:form.suppliesModes.sqft') : t('bid-calculator:form.suppliesModes.percent')}</span>
                  </label>
                ))}
              </div>
              <div className={classes.single}>{field(suppliesField.id, suppliesField.labelKey, suppliesField.hintKey)}</div>
            </fieldset>

            <fieldset className={classes.group}>
              <legend className={classes.legend}>{t('bid-calculator:form.marginLegend')}</legend>
              <div className={classes.pair}>{MARGIN_FIELDS.map((f) => field(f.id, f.labelKey, f.hintKey))}</div>
            </fieldset>
          </div>
        </section>

        <div className={classes.resultsColumn}>
          <BidResults outcome={outcome} values={values} fmt={fmt} onReset={reset} onPrint={() => window.print()} />
        </div>
      </Container>

      <section className={classes.notes} aria-labelledby="bid-notes-title">
        <Container size="lg">
          <h2 id="bid-notes-title" className={classes.sectionTitle}>
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
          target="_blank"
          rel="noopener noreferrer"
          variant="white"
          size={ACTION_SIZE.page}
          data-testid="bid-signup"
        >
          {t('bid-calculator:cta.button')}
          <span className="sr-only">{t('common:a11y.opensInNewTab')}</span>
        </Button>
        <Button
          component={LocaleLink}
          to="/{-$locale}/resources/get-cleaning-accounts-ai-ebook"
          variant="outline"
          color="white"
          size={ACTION_SIZE.page}
          data-testid="bid-ebook"
        >
          {t('bid-calculator:cta.ebook')}
        </Button>
      </CtaBanner>
    </>
  )
}

type T = ReturnType<typeof useTranslation>['t']

function errorMessage(t: T, field: ErrorField, error: FieldError, fmt: Formats): string {
  const max = error.max === undefined ? '' : fmt.number(error.max)
  const min = error.min === undefined ? '' : fmt.number(error.min)
  switch (error.code) {
    case 'required':
      return t('bid-calculator:errors.required')
    case 'notNumber':
      return t('bid-calculator:errors.notNumber', COPY_VALUES)
    case 'negative':
      return t('bid-calculator:errors.negative')
    case 'zero':
      return field.endsWith('Rate') ? t('bid-calculator:errors.zeroRate') : t('bid-calculator:errors.zero')
    case 'tooLarge':
      return t('bid-calculator:errors.tooLarge', { max })
    case 'notWhole':
      return t('bid-calculator:errors.notWhole')
    case 'outOfRange':
      return t('bid-calculator:errors.outOfRange', { min, max })
    case 'marginTooHigh':
      return t('bid-calculator:errors.marginTooHigh', COPY_VALUES)
    case 'areaTotalZero':
      return t('bid-calculator:errors.areaTotalZero')
    case 'areaTotalTooLarge':
      return t('bid-calculator:errors.areaTotalTooLarge', { max })
  }
}
