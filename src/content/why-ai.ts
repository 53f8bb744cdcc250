/** Why AI page: benefits, the traditional-versus-AI comparison and the headline metrics as ids, numbers and catalog keys. */
import { keyed, labelled, titled } from './keys'
import { RFP_REQUIREMENTS } from './tools/rfp-reader-mock'

export type BenefitIcon = 'clock' | 'margin' | 'checklist' | 'people' | 'language' | 'shield'

export const WHY_AI_BENEFITS: readonly { id: string; icon: BenefitIcon; titleKey: string; bodyKey: string }[] = titled('why-ai:benefits', [
  { id: 'faster-bids', icon: 'clock' },
  { id: 'margins', icon: 'margin' },
  { id: 'requirements', icon: 'checklist' },
  { id: 'hiring', icon: 'people' },
  { id: 'bilingual', icon: 'language' },
  { id: 'secure', icon: 'shield' },
])

export const WHY_AI_COMPARISON: readonly { id: string; taskKey: string; traditionalKey: string; aiKey: string }[] = keyed(
  'why-ai:comparison.rows',
  ['task', 'traditional', 'ai'],
  ['pricing', 'rfp', 'contracts', 'hiring', 'leads', 'marketing'],
)

export { WHY_AI_METRICS_ARE_SAMPLE } from './company'

/** The three headline metrics, as fractions for percent formatting. */
export const WHY_AI_METRICS: readonly { id: string; value: number; labelKey: string; detailKey: string }[] = keyed(
  'why-ai:metrics',
  ['label', 'detail'],
  [
    { id: 'win-rate', value: 0.2 },
    { id: 'more-bids', value: 0.32 },
    { id: 'bid-time', value: 0.45 },
  ],
)

/**
 * The video poster's dashboard (the product behind the play button): the worked pricing example's
 * monthly price and where it goes (src/content/pricing-example.ts), and three requirements of RFP
 * LC-2026-031 with their statuses (./tools/rfp-reader-mock.ts), one of each status.
 */
export const WHY_AI_POSTER = {
  requirements: labelled(
    'why-ai:poster.requirements',
    'label',
    (['liability', 'umbrella', 'badges'] as const).map((id) => RFP_REQUIREMENTS.find((row) => row.id === id)!),
  ),
  /** The chart's bars: the month's total cost and the margin on top (they add up to the price), as the pricing example's result fields. */
  bars: labelled('why-ai:poster.bars', 'label', [{ id: 'totalCost' }, { id: 'margin' }] as const),
} as const
