import type { Locale } from '../../i18n/locales'
import {
  AREA_FIELDS,
  parseLocaleNumber,
  type BidErrors,
  type ErrorField,
  type FieldError,
  type FieldId,
  type RawInputs,
  type SuppliesMode,
} from '../../lib/bid-calculator'
import type { Formatter } from '../../islands/messages'
import type { Formats } from '../../lib/format'
import { AREA_GROUPS, COPY_VALUES, inputId, LABOR_FIELDS, MARGIN_FIELDS, SUPPLIES_FIELDS } from './fields'
import { NumberField } from './NumberField'
import classes from './BidForm.module.css'

type Props = {
  /** What each field shows: the visitor's text, or the URL's (or the default) value. */
  raw: RawInputs
  mode: SuppliesMode
  errors: BidErrors
  locale: Locale
  fmt: Formats
  /** Formats the calculator's messages (its island's catalog slice). */
  t: Formatter
  onChange: (field: FieldId, text: string) => void
  onModeChange: (mode: SuppliesMode) => void
}

const TOTAL_AREA_ERROR_ID = 'bid-totalArea-error'

/** The calculator's inputs: areas and rates, labor, supplies (per sq ft or a percentage) and margin. */
export function BidForm({ raw, mode, errors, locale, fmt, t, onChange, onModeChange }: Props) {
  const errorText = (field: ErrorField) => {
    const error = errors[field]
    return error ? errorMessage(t, field, error, fmt) : null
  }
  const readAs = (field: FieldId) => {
    const parsed = parseLocaleNumber(raw[field], locale)
    return parsed.ok && parsed.ambiguous && !errors[field]
      ? t('bid-calculator:readAs', { ...COPY_VALUES, value: fmt.number(parsed.value) })
      : null
  }
  const field = (id: FieldId, labelKey: string, hintKey?: string, extraErrorId?: string | null) => (
    <NumberField
      key={id}
      id={inputId(id)}
      testId={inputId(id)}
      label={t(labelKey)}
      hint={hintKey ? t(hintKey, COPY_VALUES) : undefined}
      value={raw[id]}
      onChange={(text) => onChange(id, text)}
      error={errorText(id)}
      extraErrorId={extraErrorId}
      note={readAs(id)}
    />
  )
  const totalAreaError = errorText('totalArea')
  const suppliesField = SUPPLIES_FIELDS[mode]

  return (
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
                {field(
                  AREA_FIELDS[area.id].sqft,
                  'bid-calculator:form.areaLabel',
                  area.sqftHintKey,
                  totalAreaError ? TOTAL_AREA_ERROR_ID : null,
                )}
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
                  onChange={() => onModeChange(option)}
                  data-testid={`bid-supplies-${option}`}
                />
                <span>
                  {option === 'sqft' ? t('bid-calculator:form.suppliesModes.sqft') : t('bid-calculator:form.suppliesModes.percent')}
                </span>
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
  )
}

function errorMessage(t: Formatter, field: ErrorField, error: FieldError, fmt: Formats): string {
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
