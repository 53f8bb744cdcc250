import type { ComponentPropsWithoutRef } from 'react'
import type { SampleKind } from '../../content/company'
import { Pill } from './Pill'
import { cx } from '../ui/spacing'
import classes from './pill.module.css'

/**
 * The dashed "sample" pill with its words given (SampleMark translates them; an island gets them from the server in
 * its props, without a catalog).
 */
export function SamplePill({
  kind,
  label,
  className,
  ...rest
}: { kind: SampleKind; label: string; className?: string } & Omit<ComponentPropsWithoutRef<'span'>, 'className' | 'children'>) {
  return (
    <Pill tone="sample" className={cx(classes.sampleMark, className)} data-testid="sample-mark" data-sample={kind} {...rest}>
      {label}
    </Pill>
  )
}

/**
 * A sample pill after a sentence, in an island: a space and the pill while the claim is a sample (the server gives its
 * words), nothing once the owner has made it true (`label` null).
 */
export function SampleNote({ kind, label }: { kind: SampleKind; label: string | null }) {
  if (label === null) return null
  return (
    <>
      {' '}
      <SamplePill kind={kind} label={label} />
    </>
  )
}
