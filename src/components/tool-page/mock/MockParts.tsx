import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Pill } from '../../page'
import classes from './mock.module.css'

/*
 * The pieces every product drawing is made of (the nine tool heroes, the templates and about heroes, the
 * why-AI video poster), so they look like one product. No prompt, no timers: a page that only draws
 * a fragment loads these and mock.module.css, not the tool heroes' frame.
 */

/** The answer's first line: the Sample label, the answer's title and an optional line under it. */
export function MockHead({ title, meta }: { title: ReactNode; meta?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <p className={classes.head}>
      <Pill tone="sample" className={classes.sample}>
        {t('common:toolPage.mockSample')}
      </Pill>{' '}
      {title}
      {meta && <small>{meta}</small>}
    </p>
  )
}

/** A status or risk as a small pill: green (`ok`, the default), amber (`warn`), red (`bad`) or white (`plain`, a stage). */
export function TonePill({ tone = 'ok', children }: { tone?: 'ok' | 'warn' | 'bad' | 'plain'; children: ReactNode }) {
  return (
    <Pill tone={tone === 'plain' ? 'outline' : 'tint'} className={classes.tone} data-level={tone}>
      {children}
    </Pill>
  )
}

/** A bar filled to `share` (0-1) of its length: a score, a fit. */
export function MockBar({ share }: { share: number }) {
  return (
    <span className={classes.bar}>
      <span style={{ width: `${Math.round(share * 1000) / 10}%` }} />
    </span>
  )
}

/**
 * A feature's product shot on a tool page's feature grid (shots/<Tool>Shots.tsx): a small panel of the tool's
 * output, its title after the quiet Sample label. It shows what the card's words say, so it is hidden from
 * assistive tech. `phone`: a page with no room on phones (8,000 px at 390) draws its larger shots from 48em
 * only (`hide`) and a small one on phones only (`only`).
 */
export function MockShot({ title, phone, children }: { title: ReactNode; phone?: 'hide' | 'only'; children: ReactNode }) {
  return (
    <div className={classes.shot} aria-hidden="true" data-testid="feature-shot" data-phone={phone}>
      <MockHead title={title} />
      {children}
    </div>
  )
}

/** A figure tile of MockStats: its label over its value; `main`, the one figure in the accent (a price, a key figure). */
export type MockStat = { id: string; label: ReactNode; value: ReactNode; main?: boolean }

/** A row of figure tiles (a `dl`): the hero's headline numbers, a shot's key terms. */
export function MockStats({ stats }: { stats: readonly MockStat[] }) {
  return (
    <dl className={classes.stats}>
      {stats.map((stat) => (
        <div key={stat.id} data-main={stat.main ? '' : undefined}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A row of MockRows: its label (the row's header, a quiet `note` after it) and its figure; `total`, a sum's row. */
export type MockRow = { id: string; label: ReactNode; note?: ReactNode; value: ReactNode; total?: boolean }

/** The body (or, `part="tfoot"`, the foot) of a label-and-figure table (`classes.table`): costs, hours, square feet. */
export function MockRows({ rows, part: Part = 'tbody' }: { rows: readonly MockRow[]; part?: 'tbody' | 'tfoot' }) {
  return (
    <Part>
      {rows.map((row) => (
        <tr key={row.id} data-total={row.total ? '' : undefined}>
          <th scope="row">
            {row.label}
            {row.note !== undefined && (
              <>
                {' '}
                <span className={classes.note}>{row.note}</span>
              </>
            )}
          </th>
          <td className={classes.num}>{row.value}</td>
        </tr>
      ))}
    </Part>
  )
}
