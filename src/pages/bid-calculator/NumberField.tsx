import type { ReactNode } from 'react'
import classes from './BidForm.module.css'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  hint?: ReactNode
  /** The message beside the field; the field is invalid while there is one. */
  error?: string | null
  /** Another element that describes a problem of this field (the areas' total). */
  extraErrorId?: string | null
  /** A note about how the value was read (shown instead of the hint). */
  note?: string | null
  testId: string
}

/**
 * A labelled text input for a number typed in the visitor's format (inputMode decimal, not type=number,
 * so '1.500,5' and '1,500.5' can both be typed). The hint and the error are tied to it with aria-describedby.
 */
export function NumberField({ id, label, value, onChange, hint, error, extraErrorId, note, testId }: Props) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, extraErrorId ?? null, hint || note ? hintId : null].filter(Boolean).join(' ')
  const invalid = Boolean(error) || Boolean(extraErrorId)
  return (
    <div className={classes.field} data-invalid={invalid || undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={classes.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        data-testid={testId}
      />
      {error && (
        <p id={errorId} className={classes.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
      {(note || hint) && (
        <p id={hintId} className={note ? classes.note : classes.hint}>
          {note ?? hint}
        </p>
      )}
    </div>
  )
}
