import { Fragment, type ComponentPropsWithoutRef } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { SAMPLE_MARKS, type SampleKind } from '../../content/company'
import { sampleKindsOf } from '../../content/sample-claims'
import { SamplePill } from './SamplePill'

/**
 * The "sample" label beside a claim only the owner can prove (testimonials, the customer count, survey figures, the
 * SOC 2 audit, the response time, the legal documents' values, pay ranges): a dashed `sample` Pill with the kind's
 * words, drawn only while that setting is a sample (src/content/company.ts `SAMPLE_MARKS`). `show` overrides the flag (a test, a preview).
 */
export function SampleMark({
  kind,
  show = SAMPLE_MARKS[kind].on,
  className,
  ...rest
}: { kind: SampleKind; show?: boolean; className?: string } & Omit<ComponentPropsWithoutRef<'span'>, 'className' | 'children'>) {
  const { t } = useTranslation()
  if (!show) return null
  return <SamplePill kind={kind} label={t(SAMPLE_MARKS[kind].labelKey)} className={className} {...rest} />
}

/**
 * The sample marks of the claims a text states (src/content/sample-claims.ts), after it: a space and one pill per
 * claim whose setting is still a sample; nothing once every one is the owner's real value. Give every key the
 * element draws (a card's title and body).
 */
export function SampleMarks({ textKeys }: { textKeys: readonly (string | undefined)[] }) {
  const kinds = sampleKindsOf(...textKeys)
  return kinds.map((kind) => (
    <Fragment key={kind}>
      {' '}
      <SampleMark kind={kind} />
    </Fragment>
  ))
}

/** The same marks as plain data, for a list drawn by an island (the FAQ): each kind with its words. */
export function sampleNotes(t: TFunction, ...textKeys: readonly (string | undefined)[]): { kind: SampleKind; label: string }[] {
  return sampleKindsOf(...textKeys).map((kind) => ({ kind, label: t(SAMPLE_MARKS[kind].labelKey) }))
}
