/** Why AI page: benefits, the traditional-versus-AI comparison and the headline metrics as ids, numbers and catalog keys. */

export type BenefitIcon = 'clock' | 'margin' | 'checklist' | 'people' | 'language' | 'shield'

export const WHY_AI_BENEFITS: readonly { id: string; icon: BenefitIcon; titleKey: string; bodyKey: string }[] = [
  { id: 'faster-bids', icon: 'clock', titleKey: 'why-ai:benefits.fasterBids.title', bodyKey: 'why-ai:benefits.fasterBids.body' },
  { id: 'margins', icon: 'margin', titleKey: 'why-ai:benefits.margins.title', bodyKey: 'why-ai:benefits.margins.body' },
  { id: 'requirements', icon: 'checklist', titleKey: 'why-ai:benefits.requirements.title', bodyKey: 'why-ai:benefits.requirements.body' },
  { id: 'hiring', icon: 'people', titleKey: 'why-ai:benefits.hiring.title', bodyKey: 'why-ai:benefits.hiring.body' },
  { id: 'bilingual', icon: 'language', titleKey: 'why-ai:benefits.bilingual.title', bodyKey: 'why-ai:benefits.bilingual.body' },
  { id: 'secure', icon: 'shield', titleKey: 'why-ai:benefits.secure.title', bodyKey: 'why-ai:benefits.secure.body' },
]

export const WHY_AI_COMPARISON: readonly { id: string; taskKey: string; traditionalKey: string; aiKey: string }[] = [
  {
    id: 'pricing',
    taskKey: 'why-ai:comparison.rows.pricing.task',
    traditionalKey: 'why-ai:comparison.rows.pricing.traditional',
    aiKey: 'why-ai:comparison.rows.pricing.ai',
  },
  {
    id: 'rfp',
    taskKey: 'why-ai:comparison.rows.rfp.task',
    traditionalKey: 'why-ai:comparison.rows.rfp.traditional',
    aiKey: 'why-ai:comparison.rows.rfp.ai',
  },
  {
    id: 'contracts',
    taskKey: 'why-ai:comparison.rows.contracts.task',
    traditionalKey: 'why-ai:comparison.rows.contracts.traditional',
    aiKey: 'why-ai:comparison.rows.contracts.ai',
  },
  {
    id: 'hiring',
    taskKey: 'why-ai:comparison.rows.hiring.task',
    traditionalKey: 'why-ai:comparison.rows.hiring.traditional',
    aiKey: 'why-ai:comparison.rows.hiring.ai',
  },
  {
    id: 'leads',
    taskKey: 'why-ai:comparison.rows.leads.task',
    traditionalKey: 'why-ai:comparison.rows.leads.traditional',
    aiKey: 'why-ai:comparison.rows.leads.ai',
  },
  {
    id: 'marketing',
    taskKey: 'why-ai:comparison.rows.marketing.task',
    traditionalKey: 'why-ai:comparison.rows.marketing.traditional',
    aiKey: 'why-ai:comparison.rows.marketing.ai',
  },
]

/** The three headline metrics, as fractions for percent formatting. */
export const WHY_AI_METRICS: readonly { id: string; value: number; labelKey: string; detailKey: string }[] = [
  { id: 'win-rate', value: 0.2, labelKey: 'why-ai:metrics.winRate.label', detailKey: 'why-ai:metrics.winRate.detail' },
  { id: 'more-bids', value: 0.32, labelKey: 'why-ai:metrics.moreBids.label', detailKey: 'why-ai:metrics.moreBids.detail' },
  { id: 'bid-time', value: 0.45, labelKey: 'why-ai:metrics.bidTime.label', detailKey: 'why-ai:metrics.bidTime.detail' },
]
