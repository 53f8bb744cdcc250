import classes from './FilterChips.module.css'

export interface FilterChip<Id extends string> {
  id: Id
  label: string
  /** Shown in a badge after the label (how many items the filter keeps). */
  count?: number
}

/**
 * The one filter-chip row (home's goal filter, the partner directory): toggle buttons (`aria-pressed`) in a
 * labelled group. From 40em the chips wrap; on phones they are one row that scrolls sideways, its right edge
 * fading so a visitor sees there is more (and every chip is a Tab stop, which scrolls it into view).
 */
export function FilterChips<Id extends string>({
  label,
  chips,
  pressed,
  onPick,
  testId,
}: {
  label: string
  chips: readonly FilterChip<Id>[]
  pressed: (id: Id) => boolean
  onPick: (id: Id) => void
  testId?: string
}) {
  return (
    <div role="group" aria-label={label} className={classes.row} data-testid={testId}>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className={classes.chip}
          aria-pressed={pressed(chip.id)}
          data-filter={chip.id}
          onClick={() => onPick(chip.id)}
        >
          {chip.label}
          {chip.count === undefined ? null : (
            <>
              {' '}
              <span className={classes.count}>{chip.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  )
}
