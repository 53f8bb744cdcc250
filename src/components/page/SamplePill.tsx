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
