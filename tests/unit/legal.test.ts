// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import {
  LEGAL_HAS_SAMPLES,
  LEGAL_LAST_UPDATED_ISO,
  PRIVACY_POLICY,
  TERMS_OF_SERVICE,
  legalLastUpdated,
  legalValues,
  PROCESSOR_ROWS,
  processorRows,
  siteVideoUrls,
  type LegalDocument,
} from '../../src/content/legal'
import { INTL_LOCALE } from '../../src/i18n/locales'
import { LEGAL_ENTITY, PROCESSORS_ANCHOR } from '../../src/content/company'
import {
  AI_PROVIDER_TERMS,
  DATA_EXPORT_WINDOW,
  DATA_RETENTION,
  INCIDENT_NOTICE,
  LEGAL_UPDATED,
  PROCESSORS,
} from '../../src/content/legal-settings'
import { launchSamples } from '../../src/content/launch'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'

const root = path.resolve(import.meta.dirname, '../..')
type Catalog = { [key: string]: string | Catalog }

function catalog(locale: 'en' | 'es', ns: string): Catalog {
  return JSON.parse(readFileSync(path.join(root, 'locales', locale, `${ns}.json`), 'utf8')) as Catalog
}

function message(cat: Catalog, fullKey: string): string {
  const value = fullKey
    .split(':')[1]!
    .split('.')
    .reduce<string | Catalog | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), cat)
  if (typeof value !== 'string') throw new Error(`missing ${fullKey}`)
  return value
}

/** A message as a reader sees it: ICU formatted, rich-text tags reduced to their text. */
function text(locale: 'en' | 'es', cat: Catalog, fullKey: string, values: object = legalValues('support@cleansuite.ai')): string {
  const keep = (chunks: unknown[]) => chunks.join('')
  // In the locale's INTL_LOCALE, as the app formats catalog messages (src/i18n/compiled-icu.ts).
  const out = new IntlMessageFormat(message(cat, fullKey), INTL_LOCALE[locale]).format({
    ...values,
    mailLink: keep,
    privacyLink: keep,
    processorsLink: keep,
    dateTag: keep,
  } as never)
  return Array.isArray(out) ? out.join('') : String(out)
}

/** Visible text of an HTML document: tags dropped, entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<\/?(a|em|strong|time)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}

const DOCS: [LegalDocument, string, string][] = [
  [PRIVACY_POLICY, 'privacy-policy', 'public/privacy.html'],
  [TERMS_OF_SERVICE, 'terms-of-service', 'public/terms.html'],
]

/** Each printable document in each language: the English ones and their Spanish twins under public/es/. */
const PRINTABLE: ['en' | 'es', LegalDocument, string, string][] = [
  ['en', PRIVACY_POLICY, 'privacy-policy', 'public/privacy.html'],
  ['en', TERMS_OF_SERVICE, 'terms-of-service', 'public/terms.html'],
  ['es', PRIVACY_POLICY, 'privacy-policy', 'public/es/privacy.html'],
  ['es', TERMS_OF_SERVICE, 'terms-of-service', 'public/es/terms.html'],
]

describe('legal documents', () => {
  it('the last-updated date is the owner setting (src/content/company.ts), a local calendar date', () => {
    const date = legalLastUpdated()
    expect([date.getFullYear(), date.getMonth() + 1, date.getDate()]).toEqual([LEGAL_UPDATED.year, LEGAL_UPDATED.month, LEGAL_UPDATED.day])
    expect(LEGAL_LAST_UPDATED_ISO).toBe('2026-11-28')
  })

  it.each(DOCS)('%#: the last-updated line is formatted per locale, one date style each', (doc, ns) => {
    expect(text('en', catalog('en', ns), doc.updatedKey)).toBe('Last updated November 28, 2026')
    expect(text('es', catalog('es', ns), doc.updatedKey)).toBe('Última actualización: 28 de noviembre de 2026')
  })

  it('the terms state the Premium price per locale, renewal and notice periods', () => {
    const plan = TERMS_OF_SERVICE.sections.find((s) => s.id === 'subscription-and-billing')!.blocks[0]!
    if (plan.kind !== 'list') throw new Error('expected a list')
    const en = plan.keys.map((k) => text('en', catalog('en', 'terms-of-service'), k)).join(' ')
    const es = plan.keys.map((k) => text('es', catalog('es', 'terms-of-service'), k)).join(' ')
    expect(en).toContain('$49.99 per month')
    expect(en).toContain('at least 24 hours before the end of the current period')
    expect(en).toContain('at least 30 days’ notice')
    expect(es).toContain('$49.99 al mes')
    expect(es).toContain('al menos 24 horas antes')
  })

  it.each(PRINTABLE)('%s %#: the standalone document carries the same text as the page, in its language', (locale, doc, ns, file) => {
    const html = readFileSync(path.join(root, file), 'utf8')
    expect(html).toContain(`<html lang="${locale}">`)
    const body = visibleText(html)
    const cat = catalog(locale, ns)
    expect(body).toContain(text(locale, cat, doc.titleKey))
    expect(body).toContain(text(locale, cat, doc.updatedKey))
    expect(body).toContain(text(locale, cat, doc.introKey))
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])
    expect(headings).toEqual(doc.sections.map((s, i) => `${i + 1}. ${text(locale, cat, s.titleKey)}`))
    for (const section of doc.sections) {
      expect(html).toContain(`id="${section.id}"`)
      for (const block of section.blocks) {
        if (block.kind === 'processors') {
          for (const row of PROCESSOR_ROWS) expect(body).toContain(row.name)
          continue
        }
        const keys = block.kind === 'list' ? block.keys : [block.key]
        for (const key of keys) expect(body, key).toContain(text(locale, cat, key))
      }
    }
    // Links inside the document stay in its language.
    for (const [, href] of html.matchAll(/<a href="(\/[^"#]*)"/g))
      expect(href).toBe(locale === 'en' ? '/privacy.html' : `/${locale}/privacy.html`)
  })

  it.each(DOCS)('%#: no conflicting plan claims in either language', (_doc, ns, file) => {
    const all = [
      JSON.stringify(catalog('en', ns)),
      JSON.stringify(catalog('es', ns)),
      readFileSync(path.join(root, file), 'utf8'),
      readFileSync(path.join(root, file.replace('public/', 'public/es/')), 'utf8'),
    ]
    for (const source of all) {
      expect(source).not.toMatch(/\$97|97\s?US\$|Pro Plan|plan Pro/i)
      expect(source).not.toContain("'")
    }
  })

  // Issue 36: who the contract is with, the law and the courts, the providers, in both languages and printables.
  const all = (locale: 'en' | 'es', doc: LegalDocument, ns: string) => {
    const cat = catalog(locale, ns)
    return [
      doc.introKey,
      ...doc.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'list' ? b.keys : b.kind === 'processors' ? [] : [b.key]))),
    ]
      .map((key) => text(locale, cat, key))
      .join(' ')
  }

  it.each(['en', 'es'] as const)('%s: both documents name the entity, its state and its postal address', (locale) => {
    for (const [doc, ns] of DOCS) {
      const body = all(locale, doc, ns)
      expect(body).toContain(LEGAL_ENTITY.name)
      expect(body).toContain(LEGAL_ENTITY.state)
      expect(body).toContain(
        `${LEGAL_ENTITY.address.street}, ${LEGAL_ENTITY.address.city}, ${LEGAL_ENTITY.address.state} ${LEGAL_ENTITY.address.zip}`,
      )
    }
  })

  it('the terms give the governing law, informal resolution first, then the courts of the entity’s state', () => {
    const en = all('en', TERMS_OF_SERVICE, 'terms-of-service')
    const es = all('es', TERMS_OF_SERVICE, 'terms-of-service')
    expect(en).toContain('governed by the laws of the State of Delaware')
    expect(en).toContain('resolve it informally for 60 days')
    expect(en).toContain('state or federal courts located in the State of Delaware')
    expect(en).toContain('a Delaware corporation')
    expect(es).toContain('se rigen por las leyes del estado de Delaware')
    expect(es).toContain('de manera informal durante 60 días')
    expect(es).toContain('tribunales estatales o federales ubicados en el estado de Delaware')
    expect(es).toContain('una corporación de Delaware')
  })

  it('the privacy policy lists every provider, the AI model provider among them, in a table that its section 3 links to', () => {
    expect(PROCESSORS.list.map((p) => p.role)).toEqual(['hosting', 'payments', 'email', 'ai', 'forms'])
    const section = PRIVACY_POLICY.sections.find((s) => s.id === PROCESSORS_ANCHOR)!
    expect(section.blocks.some((b) => b.kind === 'processors')).toBe(true)
    for (const locale of ['en', 'es'] as const) {
      const cat = catalog(locale, 'privacy-policy')
      const ai = PRIVACY_POLICY.sections[2]!
      expect(ai.id).toBe('ai-and-your-data')
      expect(message(cat, 'privacy-policy:sections.ai.providers')).toMatch(/<processorsLink>/)
      expect(text(locale, cat, 'privacy-policy:processors.roles.ai')).toMatch(locale === 'en' ? /AI model provider/ : /modelos de IA/)
      const html = readFileSync(path.join(root, locale === 'en' ? 'public/privacy.html' : 'public/es/privacy.html'), 'utf8')
      for (const row of PROCESSOR_ROWS) expect(html).toContain(`<th scope="row">${row.name.replace(/&/g, '&amp;')}</th>`)
      expect(html).toContain(`href="${locale === 'en' ? '' : '/es'}/privacy.html#${PROCESSORS_ANCHOR}"`)
    }
    // The terms' data claim points at the table too.
    expect(message(catalog('en', 'terms-of-service'), 'terms-of-service:sections.content.protection')).toContain(
      '<processorsLink>our Privacy Policy lists them</processorsLink>',
    )
  })

  it.each(PRINTABLE)('%s %#: the printable document says its sample values are samples', (locale, doc, ns, file) => {
    const html = readFileSync(path.join(root, file), 'utf8')
    expect(visibleText(html)).toContain(text(locale, catalog(locale, ns), doc.sampleNoteKey))
  })
  // Issue 46: complete in form; every period the documents state is the owner's setting.
  const section = (doc: LegalDocument, id: string) => {
    const found = doc.sections.find((s) => s.id === id)
    if (!found) throw new Error(`no section ${id}`)
    return found
  }
  const sectionText = (locale: 'en' | 'es', doc: LegalDocument, ns: string, id: string, values?: object) =>
    section(doc, id)
      .blocks.flatMap((b) => (b.kind === 'list' ? b.keys : b.kind === 'processors' ? [] : [b.key]))
      .map((key) => text(locale, catalog(locale, ns), key, values))
      .join(' ')
  const printable = (locale: 'en' | 'es', doc: LegalDocument) =>
    visibleText(readFileSync(path.join(root, 'public', locale === 'en' ? '' : locale, doc.standalonePath), 'utf8'))

  const REQUIRED: [LegalDocument, string, Record<'en' | 'es', Record<string, readonly string[]>>][] = [
    [
      TERMS_OF_SERVICE,
      'terms-of-service',
      {
        en: {
          disclaimers: ['MERCHANTABILITY', 'FITNESS FOR A PARTICULAR PURPOSE', 'NON-INFRINGEMENT', '“AS IS”'],
          'limitation-of-liability': ['CONSEQUENTIAL', 'IN THE 12 MONTHS BEFORE'],
          indemnification: ['You will defend CleanSuite AI', 'your hiring, employment and other decisions'],
          'hiring-and-employment-law': ['not a consumer reporting agency', 'Fair Credit Reporting Act', 'as a consumer report'],
          'data-processing': ['we are your service provider (or processor)', 'only on your documented instructions'],
          'security-incidents': ['without undue delay'],
          confidentiality: ['“Confidential Information”'],
          'intellectual-property': ['We reserve all rights not expressly granted', 'feedback'],
          termination: ['available for export'],
          'general-terms': ['Entire agreement.', 'Severability.', 'Assignment.', 'Notices.', 'Survival.'],
          'governing-law-and-disputes': ['governed by the laws of the State of Delaware'],
        },
        es: {
          disclaimers: ['COMERCIABILIDAD', 'IDONEIDAD PARA UN FIN DETERMINADO', 'NO INFRACCIÓN', '“TAL CUAL”'],
          'limitation-of-liability': ['EMERGENTES', 'EN LOS 12 MESES ANTERIORES'],
          indemnification: ['Defenderás a CleanSuite AI', 'tus decisiones de contratación, laborales'],
          'hiring-and-employment-law': [
            'no es una agencia de informes de consumidores',
            'Ley de Informe Justo de Crédito',
            'como informe de consumidor',
          ],
          'data-processing': ['somos tu proveedor de servicios (o encargado del tratamiento)', 'solo según tus instrucciones documentadas'],
          'security-incidents': ['sin demora indebida'],
          confidentiality: ['“Información Confidencial”'],
          'intellectual-property': ['Nos reservamos todos los derechos', 'comentarios'],
          termination: ['disponible para exportarlo'],
          'general-terms': ['Acuerdo completo.', 'Divisibilidad.', 'Cesión.', 'Avisos.', 'Subsistencia.'],
          'governing-law-and-disputes': ['se rigen por las leyes del estado de Delaware'],
        },
      },
    ],
    [
      PRIVACY_POLICY,
      'privacy-policy',
      {
        en: {
          'do-not-track': ['“Do Not Track”', 'Global Privacy Control', 'uses no analytics, advertising or other tracking technologies'],
          'privacy-requests': ['authorized agent', 'verify', 'appeal', 'attorney general'],
          'retention-and-deletion': ['Account information:', 'Ebook requests', 'Support email:', 'Billing records', 'logs'],
          'data-you-upload-about-others': ['is the controller', 'service provider (processor)'],
          cookies: ['sets no cookies'],
        },
        es: {
          'do-not-track': [
            '“No rastrear”',
            'Control Global de Privacidad',
            'no usa herramientas de analítica, publicidad ni otras tecnologías de rastreo',
          ],
          'privacy-requests': ['agente autorizado', 'verificamos', 'apelar', 'fiscal general'],
          'retention-and-deletion': [
            'Datos de la cuenta:',
            'Solicitudes del ebook',
            'Correos de soporte:',
            'Registros de facturación',
            'Registros de seguridad',
          ],
          'data-you-upload-about-others': ['es el responsable del tratamiento', 'proveedor de servicios (encargado del tratamiento)'],
          cookies: ['no instala cookies'],
        },
      },
    ],
  ]

  it.each(REQUIRED)('%#: each required clause has its section, in both languages and in the printable copies', (doc, ns, required) => {
    for (const locale of ['en', 'es'] as const) {
      const html = readFileSync(path.join(root, 'public', locale === 'en' ? '' : locale, doc.standalonePath), 'utf8')
      for (const [id, phrases] of Object.entries(required[locale])) {
        const body = sectionText(locale, doc, ns, id)
        for (const phrase of phrases) expect(body, `${locale} ${id}`).toContain(phrase)
        expect(html).toContain(`<section id="${id}">`)
        expect(printable(locale, doc)).toContain(body)
      }
    }
  })

  it('the warranty disclaimer and the liability limits are conspicuous: in capitals, in both languages and printables', () => {
    const keys = [
      'terms-of-service:sections.disclaimers.warranty',
      'terms-of-service:sections.disclaimers.noPromise',
      'terms-of-service:sections.liability.exclusion',
      'terms-of-service:sections.liability.cap',
    ]
    for (const locale of ['en', 'es'] as const) {
      for (const key of keys) {
        const paragraph = text(locale, catalog(locale, 'terms-of-service'), key)
        expect(paragraph.length).toBeGreaterThan(100)
        expect(paragraph, key).toBe(paragraph.toLocaleUpperCase(locale))
        expect(printable(locale, TERMS_OF_SERVICE)).toContain(paragraph)
      }
    }
  })

  it('the export window and the incident notice in the terms are the owner settings, in both languages', () => {
    const days = DATA_EXPORT_WINDOW.days
    const hours = INCIDENT_NOTICE.hours
    const en = (id: string) => sectionText('en', TERMS_OF_SERVICE, 'terms-of-service', id)
    const es = (id: string) => sectionText('es', TERMS_OF_SERVICE, 'terms-of-service', id)
    expect(en('termination')).toContain(`available for export for ${days} days`)
    expect(es('termination')).toContain(`disponible para exportarlo durante ${days} días`)
    expect(en('security-incidents')).toContain(`within ${hours} hours after we confirm it`)
    expect(es('security-incidents')).toContain(`dentro de ${hours} horas después de confirmarlo`)
    // The privacy policy keeps customer files for the same window.
    expect(sectionText('en', PRIVACY_POLICY, 'privacy-policy', 'retention-and-deletion')).toContain(
      `for ${days} days so that you can export them`,
    )
    expect(sectionText('es', PRIVACY_POLICY, 'privacy-policy', 'retention-and-deletion')).toContain(
      `durante ${days} días para que puedas exportarlos`,
    )
    // A different setting changes the sentence.
    const other = { ...legalValues('support@cleansuite.ai'), exportDays: days + 15, incidentHours: 1 }
    expect(sectionText('en', TERMS_OF_SERVICE, 'terms-of-service', 'termination', other)).toContain(`for ${days + 15} days`)
    expect(sectionText('en', TERMS_OF_SERVICE, 'terms-of-service', 'security-incidents', other)).toContain('within 1 hour after')
  })

  it('the retention list states each kind’s period from the owner settings', () => {
    const r = DATA_RETENTION
    const en = sectionText('en', PRIVACY_POLICY, 'privacy-policy', 'retention-and-deletion')
    const es = sectionText('es', PRIVACY_POLICY, 'privacy-policy', 'retention-and-deletion')
    for (const phrase of [
      `for ${r.accountDays} days after it closes`,
      `for ${r.ebookMonths} months after your request`,
      `Support email: for ${r.supportMonths} months`,
      `for ${r.billingYears} years after the transaction`,
      `Security and usage logs: for ${r.logDays} days`,
      `within ${r.backupDays} days`,
    ])
      expect(en).toContain(phrase)
    for (const phrase of [
      `durante ${r.accountDays} días después de cerrarla`,
      `durante ${r.ebookMonths} meses después de tu solicitud`,
      `Correos de soporte: durante ${r.supportMonths} meses`,
      `durante ${r.billingYears} años después de cada transacción`,
      `Registros de seguridad y de uso: durante ${r.logDays} días`,
      `en un máximo de ${r.backupDays} días`,
    ])
      expect(es).toContain(phrase)
  })

  it('the AI section says what the provider’s terms allow: its retention days, or no retention under a signed agreement', () => {
    const key = 'privacy-policy:sections.ai.providers'
    const zero = { ...legalValues('support@cleansuite.ai'), aiZeroRetention: 'yes' }
    for (const locale of ['en', 'es'] as const) {
      const cat = catalog(locale, 'privacy-policy')
      const standard = text(locale, cat, key)
      const signed = text(locale, cat, key, zero)
      const days = locale === 'en' ? `up to ${AI_PROVIDER_TERMS.retentionDays} days` : `hasta ${AI_PROVIDER_TERMS.retentionDays} días`
      const agreement = locale === 'en' ? 'zero-data-retention agreement' : 'acuerdo de cero retención de datos'
      expect(AI_PROVIDER_TERMS.zeroRetention).toBe(false)
      expect(standard).toContain(days)
      expect(standard).not.toContain(agreement)
      expect(signed).toContain(agreement)
      expect(signed).not.toMatch(/\d+ (days|días)/)
      expect(printable(locale, PRIVACY_POLICY)).toContain(standard)
    }
    expect(JSON.stringify(catalog('en', 'privacy-policy'))).not.toContain('forbids the provider from keeping')
  })

  it('Google LLC is a provider exactly when a video the website plays is on YouTube', () => {
    const google = (urls: string[]) => processorRows(urls).some((row) => row.name.startsWith('Google LLC') && row.id === 'video')
    expect(google([])).toBe(false)
    expect(google(['https://www.youtube-nocookie.com/embed/abc123'])).toBe(true)
    expect(google(['https://youtu.be/abc123'])).toBe(true)
    expect(google(['https://m.youtube.com/watch?v=abc123'])).toBe(true)
    expect(google(['https://player.vimeo.com/video/123'])).toBe(false)
    expect(google(['https://notyoutube.com/embed/abc123', 'not a url'])).toBe(false)
    // The placeholder address (a YouTube one) is no video: it does not list Google.
    expect(siteVideoUrls({ videoUrl: PLACEHOLDER_VIDEO_URL, demoVideoUrl: '' })).toEqual([])
    expect(siteVideoUrls({ videoUrl: PLACEHOLDER_VIDEO_URL, demoVideoUrl: 'https://www.youtube-nocookie.com/embed/d' })).toHaveLength(1)
    // This build's table, on the page and in the printable copies (pre-rendered, one row per provider).
    for (const locale of ['en', 'es'] as const) {
      const html = readFileSync(path.join(root, 'public', locale === 'en' ? '' : locale, 'privacy.html'), 'utf8')
      const names = [...html.matchAll(/<th scope="row">([^<]+)<\/th>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
      expect(names).toEqual(PROCESSOR_ROWS.map((row) => row.name))
      // The cookies and Do Not Track sections name YouTube only with it in the table.
      const youtube = processorRows(['https://www.youtube-nocookie.com/embed/abc123'])
      const withVideo = legalValues('support@cleansuite.ai', youtube)
      const cat = catalog(locale, 'privacy-policy')
      expect(text(locale, cat, 'privacy-policy:sections.cookies.body', withVideo)).toContain('YouTube')
      expect(text(locale, cat, 'privacy-policy:sections.dnt.dnt', withVideo)).toContain('YouTube')
      expect(text(locale, cat, 'privacy-policy:processors.roles.video')).not.toBe('')
      const hasVideo = PROCESSOR_ROWS.some((row) => row.id === 'video')
      expect(text(locale, cat, 'privacy-policy:sections.cookies.body').includes('YouTube')).toBe(hasVideo)
    }
  })

  it('the new owner settings are listed by the launch check and marked by the documents’ sample note while samples', () => {
    const ids = launchSamples({
      formAccessKey: '',
      videoUrl: PLACEHOLDER_VIDEO_URL,
      placeholderVideoUrl: PLACEHOLDER_VIDEO_URL,
      demoVideoUrl: '',
    }).map((s) => s.id)
    for (const [setting, id] of [
      [AI_PROVIDER_TERMS, 'ai-provider-terms'],
      [DATA_RETENTION, 'data-retention'],
      [INCIDENT_NOTICE, 'incident-notice'],
      [DATA_EXPORT_WINDOW, 'export-window'],
    ] as const) {
      expect(ids.includes(id), id).toBe(setting.isSample)
      if (setting.isSample) expect(LEGAL_HAS_SAMPLES).toBe(true)
    }
  })

  it('Spanish: the legal register’s terms, one word each', () => {
    for (const ns of ['terms-of-service', 'privacy-policy']) {
      const es = JSON.stringify(catalog('es', ns))
      expect(es).not.toMatch(/consecuentes|Cambios a (esta|estos)|\benmienda|plazo (del contrato|de vigencia)/i)
    }
    expect(JSON.stringify(catalog('es', 'privacy-policy'))).toContain('Cambios en esta política')
    expect(JSON.stringify(catalog('es', 'terms-of-service'))).toContain('Cambios en estos Términos')
    expect(JSON.stringify(catalog('es', 'terms-of-service'))).toContain('Vigencia, suspensión y terminación')
  })
})
