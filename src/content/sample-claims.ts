/**
 * Where each owner setting's claim is read: the catalog texts that state a claim only the owner (or the product team)
 * can prove, with the kinds of sample mark they carry (SAMPLE_MARKS in ./company). The components that draw these
 * texts (FAQ answers, tool-page notes and feature cards, home's security cards, about us, pricing, the ad page) look
 * their key up here and put the "sample" pill after it while that setting is a sample, so a text added here is marked
 * wherever it renders. tests/unit/claim-settings.test.ts finds every text that names such a claim and holds it to
 * this table and to its setting.
 */
import { SAMGOV_REFRESH, SAMPLE_MARKS, type SampleKind } from './company'

/** The ICU values the claim texts read: `{refreshHours}` (the SAM.gov feed's refresh interval). */
export const CLAIM_VALUES = { refreshHours: SAMGOV_REFRESH.hours } as const

export const SAMPLE_CLAIMS: Readonly<Record<string, readonly SampleKind[]>> = {
  // The security practices (SECURITY_PRACTICES) and the SOC 2 audit (SOC2_AUDIT).
  'claims:trust.data': ['security'],
  'claims:trust.dataBadge': ['security'],
  'claims:trust.soc2': ['soc2'],
  'claims:trust.soc2Badge': ['soc2'],
  'home:security.items.encryption.title': ['security'],
  'home:security.items.encryption.body': ['security'],
  'home:security.items.isolation.title': ['security'],
  'home:security.items.isolation.body': ['security'],
  'home:security.items.roles.title': ['security'],
  'home:security.items.roles.body': ['security'],
  'home:security.items.retention.body': ['security'],
  'home:faq.items.data.answer': ['security', 'soc2'],
  'faq:items.security.answer': ['security', 'soc2'],
  'about-us:values.items.trust.body': ['security', 'soc2'],
  'pricing:plan.features.security': ['security'],
  'help-center:items.deleteData.answer': ['security'],
  'facebook-landing:trust.items.noTraining': ['security'],
  'why-ai:benefits.secure.body': ['security'],
  'tools.ai-chat-assistant:privacy.body': ['security', 'soc2'],
  'tools.ai-chat-assistant:faq.privacy.answer': ['security'],
  'tools.ai-chat-assistant:faq.team.answer': ['security'],
  'tools.contract-writer:security.body': ['security', 'soc2'],
  'tools.contract-writer:faq.privacy.answer': ['security'],
  'tools.contract-analyzer:faq.privacy.answer': ['security', 'soc2'],
  // The support promise (SUPPORT_RESPONSE) in the plan's feature list; its other lines carry their mark by hand.
  'pricing:plan.features.support': ['response'],
  // Support answered in Spanish (SPANISH_SUPPORT).
  'about-us:values.items.bilingual.body': ['spanishSupport'],
  // The SAM.gov refresh interval (SAMGOV_REFRESH).
  'tools.leads-contracts:features.samgov.body': ['refresh'],
  'tools.leads-contracts:integrations.available.samgov': ['refresh'],
  'tools.leads-contracts:faq.sources.answer': ['refresh'],
  'tools.leads-contracts:faq.samgov.answer': ['refresh'],
}

/** The kinds of sample mark a text carries now: those of its claims whose setting is still a sample. */
export function sampleKindsOf(...keys: readonly (string | undefined)[]): SampleKind[] {
  const kinds = new Set<SampleKind>()
  for (const key of keys) for (const kind of (key && SAMPLE_CLAIMS[key]) || []) if (SAMPLE_MARKS[kind].on) kinds.add(kind)
  return [...kinds]
}
