import { Suspense, useEffect, type ReactNode } from 'react'

/** The layout's boundaries: the page counts as hydrated (performance mark 'hydrated') once each has committed. */
const BOUNDARIES = ['header', 'main', 'footer'] as const
type BoundaryName = (typeof BOUNDARIES)[number]
const done = new Set<BoundaryName>()

function Committed({ name }: { name: BoundaryName }) {
  useEffect(() => {
    done.add(name)
    if (BOUNDARIES.every((b) => done.has(b)) && performance.getEntriesByName('hydrated').length === 0) performance.mark('hydrated')
  }, [name])
  return null
}

/**
 * A Suspense boundary around one part of the layout. React hydrates each boundary on its own and
 * yields between them (and first hydrates the one a visitor interacts with), so the page never
 * hydrates in one long main-thread task. The fallback is never shown for pre-rendered content.
 */
export function HydrationBoundary({ name, children }: { name: BoundaryName; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Committed name={name} />
    </Suspense>
  )
}
