import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FeatureId } from '../../../content/tools/feature-icons'
import { useLocale } from '../../../i18n/useLocale'
import { formats, type Formats } from '../../../lib/format'
import { MockShot } from '../mock/MockParts'
import type { FeatureShotProps } from './feature-shots'

/** What a feature's drawing gets: the page's translation function and its locale's formats. */
export type ShotContext = { t: ReturnType<typeof useTranslation>['t']; f: Formats }

/** One shot (MockShot): its title after the Sample label, what it draws, and `phone` (see MockShot). */
export type Shot = { title: ReactNode; phone?: 'hide' | 'only'; body: ReactNode }

/**
 * A tool's feature shots component (`./<Tool>Shots.tsx`, see featureShots) from a drawing per feature id: the
 * shot, or two where phones get a smaller one, drawn with the page's strings and formats. A feature the tool
 * draws no shot for renders nothing.
 */
export function defineShots(draws: Partial<Record<FeatureId, (context: ShotContext) => Shot | readonly Shot[]>>) {
  return function FeatureShots({ feature }: FeatureShotProps) {
    const { t } = useTranslation()
    const f = formats(useLocale())
    const draw = draws[feature as FeatureId]
    if (!draw) return null
    return [draw({ t, f })].flat().map((shot, index) => (
      <MockShot key={index} title={shot.title} phone={shot.phone}>
        {shot.body}
      </MockShot>
    ))
  }
}
