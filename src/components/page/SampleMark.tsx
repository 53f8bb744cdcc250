import type { ComponentPropsWithoutRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SAMPLE_MARKS, type SampleKind } from '../../content/company'
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
