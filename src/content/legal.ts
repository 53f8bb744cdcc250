/**
 * Privacy policy and terms of service: section ids, catalog keys, the last-updated date and the
 * standalone documents. Words live in locales/<lng>/privacy-policy.json and terms-of-service.json.
 * The printable documents carry the same text: public/privacy.html and public/terms.html in English,
 * public/es/privacy.html and public/es/terms.html in Spanish (npm run legal:docs; tests/unit/legal.test.ts).
 */
import { localizePath, type Locale } from '../i18n/locales'
import { PREMIUM_PLAN } from './plans'

/** A paragraph, a rich paragraph (named tags: mailLink, privacyLink; value: {email}) or a bulleted list. */
export type LegalBlock = { kind: 'p'; key: string } | { kind: 'rich'; key: string } | { kind: 'list'; keys: readonly string[] }

type LegalSection = {
  /** Anchor id, also used by the table of contents. */
  id: string
  titleKey: string
  blocks: readonly LegalBlock[]
}

export type LegalDocument = {
  id: 'privacy' | 'terms'
  titleKey: string
  leadKey: string
  updatedKey: string
  tocLabelKey: string
  introKey: string
  /** The standalone document in public/ (English; printablePath gives the locale's). */
  standalonePath: '/privacy.html' | '/terms.html'
  standaloneLinkKey: string
  sections: readonly LegalSection[]
}

/** Both documents were last updated on May 21, 2025. */
const LEGAL_LAST_UPDATED = { year: 2025, month: 5, day: 21 } as const

/**
 * The last-updated date as a local calendar date (not UTC midnight), so it formats as May 21 in
 * every time zone, on the server that pre-renders and in the visitor’s browser alike.
 */
export function legalLastUpdated(): Date {
  return new Date(LEGAL_LAST_UPDATED.year, LEGAL_LAST_UPDATED.month - 1, LEGAL_LAST_UPDATED.day)
}

/** The same date for machines: `<time dateTime>`. */
export const LEGAL_LAST_UPDATED_ISO = [
  String(LEGAL_LAST_UPDATED.year),
  String(LEGAL_LAST_UPDATED.month).padStart(2, '0'),
  String(LEGAL_LAST_UPDATED.day).padStart(2, '0'),
].join('-')

const MATERIAL_CHANGE_NOTICE_DAYS = 30

export const PRIVACY_POLICY: LegalDocument = {
  id: 'privacy',
  titleKey: 'privacy-policy:hero.title',
  leadKey: 'privacy-policy:hero.lead',
  updatedKey: 'privacy-policy:updated',
  tocLabelKey: 'privacy-policy:toc.label',
  introKey: 'privacy-policy:intro',
  standalonePath: '/privacy.html',
  standaloneLinkKey: 'privacy-policy:standalone',
  sections: [
    {
      id: 'information-we-collect',
      titleKey: 'privacy-policy:sections.collect.title',
      blocks: [
        { kind: 'p', key: 'privacy-policy:sections.collect.lead' },
        {
          kind: 'list',
          keys: [
            'privacy-policy:sections.collect.items.account',
            'privacy-policy:sections.collect.items.business',
            'privacy-policy:sections.collect.items.usage',
            'privacy-policy:sections.collect.items.website',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      titleKey: 'privacy-policy:sections.use.title',
      blocks: [
        { kind: 'p', key: 'privacy-policy:sections.use.lead' },
        {
          kind: 'list',
          keys: [
            'privacy-policy:sections.use.items.provide',
            'privacy-policy:sections.use.items.support',
            'privacy-policy:sections.use.items.billing',
            'privacy-policy:sections.use.items.protect',
            'privacy-policy:sections.use.items.improve',
          ],
        },
        { kind: 'p', key: 'privacy-policy:sections.use.ebook' },
      ],
    },
    {
      id: 'ai-and-your-data',
      titleKey: 'privacy-policy:sections.ai.title',
      blocks: [
        { kind: 'p', key: 'privacy-policy:sections.ai.training' },
        { kind: 'p', key: 'privacy-policy:sections.ai.providers' },
        { kind: 'p', key: 'privacy-policy:sections.ai.review' },
      ],
    },
    {
      id: 'sharing',
      titleKey: 'privacy-policy:sections.sharing.title',
      blocks: [
        { kind: 'p', key: 'privacy-policy:sections.sharing.noSharing' },
        { kind: 'p', key: 'privacy-policy:sections.sharing.operators' },
        { kind: 'p', key: 'privacy-policy:sections.sharing.legal' },
      ],
    },
    {
      id: 'security',
      titleKey: 'privacy-policy:sections.security.title',
      blocks: [
        { kind: 'p', key: 'privacy-policy:sections.security.lead' },
        {
          kind: 'list',
          keys: [
            'privacy-policy:sections.security.items.encryption',
            'privacy-policy:sections.security.items.isolation',
            'privacy-policy:sections.security.items.roles',
            'privacy-policy:sections.security.items.audit',
          ],
        },
      ],
    },
    {
      id: 'retention-and-deletion',
      titleKey: 'privacy-policy:sections.retention.title',
      blocks: [
        { kind: 'p', key: 'privacy-policy:sections.retention.control' },
        { kind: 'p', key: 'privacy-policy:sections.retention.removal' },
      ],
    },
    {
      id: 'your-rights',
      titleKey: 'privacy-policy:sections.rights.title',
      blocks: [{ kind: 'p', key: 'privacy-policy:sections.rights.body' }],
    },
    {
      id: 'cookies',
      titleKey: 'privacy-policy:sections.cookies.title',
      blocks: [{ kind: 'p', key: 'privacy-policy:sections.cookies.body' }],
    },
    {
      id: 'children',
      titleKey: 'privacy-policy:sections.children.title',
      blocks: [{ kind: 'p', key: 'privacy-policy:sections.children.body' }],
    },
    {
      id: 'changes',
      titleKey: 'privacy-policy:sections.changes.title',
      blocks: [{ kind: 'p', key: 'privacy-policy:sections.changes.body' }],
    },
    {
      id: 'contact',
      titleKey: 'privacy-policy:sections.contact.title',
      blocks: [{ kind: 'rich', key: 'privacy-policy:sections.contact.body' }],
    },
  ],
}

export const TERMS_OF_SERVICE: LegalDocument = {
  id: 'terms',
  titleKey: 'terms-of-service:hero.title',
  leadKey: 'terms-of-service:hero.lead',
  updatedKey: 'terms-of-service:updated',
  tocLabelKey: 'terms-of-service:toc.label',
  introKey: 'terms-of-service:intro',
  standalonePath: '/terms.html',
  standaloneLinkKey: 'terms-of-service:standalone',
  sections: [
    {
      id: 'the-service',
      titleKey: 'terms-of-service:sections.service.title',
      blocks: [
        { kind: 'p', key: 'terms-of-service:sections.service.body' },
        { kind: 'p', key: 'terms-of-service:sections.service.review' },
      ],
    },
    {
      id: 'your-account',
      titleKey: 'terms-of-service:sections.account.title',
      blocks: [
        { kind: 'p', key: 'terms-of-service:sections.account.eligibility' },
        { kind: 'p', key: 'terms-of-service:sections.account.security' },
      ],
    },
    {
      id: 'subscription-and-billing',
      titleKey: 'terms-of-service:sections.billing.title',
      blocks: [
        {
          kind: 'list',
          keys: [
            'terms-of-service:sections.billing.items.plan',
            'terms-of-service:sections.billing.items.renewal',
            'terms-of-service:sections.billing.items.taxes',
            'terms-of-service:sections.billing.items.priceChanges',
          ],
        },
      ],
    },
    {
      id: 'cancellation-and-refunds',
      titleKey: 'terms-of-service:sections.cancellation.title',
      blocks: [
        { kind: 'p', key: 'terms-of-service:sections.cancellation.anytime' },
        { kind: 'p', key: 'terms-of-service:sections.cancellation.refunds' },
      ],
    },
    {
      id: 'your-content',
      titleKey: 'terms-of-service:sections.content.title',
      blocks: [
        { kind: 'p', key: 'terms-of-service:sections.content.ownership' },
        { kind: 'rich', key: 'terms-of-service:sections.content.protection' },
      ],
    },
    {
      id: 'acceptable-use',
      titleKey: 'terms-of-service:sections.use.title',
      blocks: [
        { kind: 'p', key: 'terms-of-service:sections.use.lead' },
        {
          kind: 'list',
          keys: [
            'terms-of-service:sections.use.items.unlawful',
            'terms-of-service:sections.use.items.rights',
            'terms-of-service:sections.use.items.security',
            'terms-of-service:sections.use.items.resale',
          ],
        },
      ],
    },
    {
      id: 'not-legal-advice',
      titleKey: 'terms-of-service:sections.legalAdvice.title',
      blocks: [{ kind: 'p', key: 'terms-of-service:sections.legalAdvice.body' }],
    },
    {
      id: 'third-party-links',
      titleKey: 'terms-of-service:sections.thirdParty.title',
      blocks: [{ kind: 'p', key: 'terms-of-service:sections.thirdParty.body' }],
    },
    {
      id: 'disclaimers',
      titleKey: 'terms-of-service:sections.disclaimers.title',
      blocks: [
        { kind: 'p', key: 'terms-of-service:sections.disclaimers.asIs' },
        { kind: 'p', key: 'terms-of-service:sections.disclaimers.liability' },
      ],
    },
    {
      id: 'termination',
      titleKey: 'terms-of-service:sections.termination.title',
      blocks: [{ kind: 'p', key: 'terms-of-service:sections.termination.body' }],
    },
    {
      id: 'changes',
      titleKey: 'terms-of-service:sections.changes.title',
      blocks: [{ kind: 'p', key: 'terms-of-service:sections.changes.body' }],
    },
    {
      id: 'contact',
      titleKey: 'terms-of-service:sections.contact.title',
      blocks: [{ kind: 'rich', key: 'terms-of-service:sections.contact.body' }],
    },
  ],
}

/** The printable document in a locale's language: '/privacy.html' in English, '/es/privacy.html' in Spanish. */
export function printablePath(path: LegalDocument['standalonePath'], locale: Locale): string {
  return localizePath(path, locale)
}

/** Values every legal message may use (ICU placeholders). */
export function legalValues(email: string) {
  return {
    date: legalLastUpdated(),
    email,
    price: PREMIUM_PLAN.priceUsd,
    days: MATERIAL_CHANGE_NOTICE_DAYS,
    hours: PREMIUM_PLAN.cancelBeforeHours,
  }
}
