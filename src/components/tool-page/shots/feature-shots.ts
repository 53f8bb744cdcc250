import type { ComponentType } from 'react'
import type { ToolId } from '../../../content/tools'
import { deferredSection } from '../../deferred-section'

/** What a tool's feature shots get: the feature a card is for (its id in the content module). */
export type FeatureShotProps = { feature: string }

/** The id of a tool page's feature grid: the anchor of its deferred shots (one per tool, as heroMockId). */
export const featureShotsId = (tool: ToolId) => `feature-shots-${tool}`

/**
 * A tool page's feature shots (issue 37): beside at least three of the spec's six features, that feature's
 * output drawn from the page's own sample data with the hero mock-up's parts (MockParts, mock.module.css).
 * One component per tool (`./<Tool>Shots.tsx`) draws the shot of a feature id, or nothing. Deferred as the
 * hero mock-up (heroMock): the pre-rendered shots show at once, the same with JavaScript off; their code
 * (the drawings and the sample data they compute from) stays out of the page's first load and hydrates
 * when the grid comes near the screen. toolPageComponent (../tool-route.tsx) passes `DeferredSection` to ToolPage
 * as `Shots`, and toolPageLoader readies it.
 */
export function featureShots(tool: ToolId, file: string, load: () => Promise<ComponentType<FeatureShotProps>>) {
  return deferredSection(featureShotsId(tool), `src/components/tool-page/shots/${file}.tsx`, load)
}
