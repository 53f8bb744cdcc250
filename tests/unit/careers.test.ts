// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { JOB_OPENINGS, JOB_TYPE_KEYS } from '../../src/content/careers'
import { buildMailto } from '../../src/lib/mailto'

const root = path.resolve(import.meta.dirname, '../..')
type Catalog = { [key: string]: string | Catalog }
const catalogs = {
  en: JSON.parse(readFileSync(path.join(root, 'locales/en/careers.json'), 'utf8')) as Catalog,
  es: JSON.parse(readFileSync(path.join(root, 'locales/es/careers.json'), 'utf8')) as Catalog,
}
function t(locale: 'en' | 'es', fullKey: string, values: Record<string, string> = {}): string {
  const source = fullKey
    .split(':')[1]!
    .split('.')
    .reduce<string | Catalog | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogs[locale])
  if (typeof source !== 'string') throw new Error(`missing ${fullKey}`)
  return String(new IntlMessageFormat(source, locale).format(values))
}

describe('buildMailto', () => {
  it('percent-encodes the subject: spaces as %20, never +', () => {
    expect(buildMailto('careers@cleansuite.ai', { subject: 'Application: AI Engineer' })).toBe(
      'mailto:careers@cleansuite.ai?subject=Application%3A%20AI%20Engineer',
    )
  })

  it('encodes accents, slashes, ampersands and question marks so the subject survives intact', () => {
    const href = buildMailto('careers@cleansuite.ai', { subject: 'Postulación: Ingeniero/a de IA & más?' })
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('careers@cleansuite.ai')
    expect(url.search.slice(1).split('&')).toHaveLength(1)
    expect(decodeURIComponent(url.search.replace('?subject=', ''))).toBe('Postulación: Ingeniero/a de IA & más?')
  })

  it('adds a body with CRLF line breaks after the subject', () => {
    const href = buildMailto('a@b.example', { subject: 'Hi', body: 'Line 1\nLine 2' })
    expect(href).toBe('mailto:a@b.example?subject=Hi&body=Line%201%0D%0ALine%202')
  })
})

describe('careers content', () => {
  it('lists five roles with unique ids, a type of Full-time or Part-time and requirements', () => {
    expect(JOB_OPENINGS).toHaveLength(5)
    expect(new Set(JOB_OPENINGS.map((job) => job.id)).size).toBe(5)
    for (const job of JOB_OPENINGS) {
      expect(Object.keys(JOB_TYPE_KEYS)).toContain(job.type)
      expect(job.requirementKeys.length).toBeGreaterThanOrEqual(3)
    }
    expect(t('en', JOB_TYPE_KEYS['full-time'])).toBe('Full-time')
    expect(t('en', JOB_TYPE_KEYS['part-time'])).toBe('Part-time')
  })

  it.each(['en', 'es'] as const)('%s: every apply subject names its role, and roles have distinct titles', (locale) => {
    const titles = JOB_OPENINGS.map((job) => t(locale, job.titleKey))
    expect(new Set(titles).size).toBe(5)
    for (const role of titles) {
      const subject = t(locale, 'careers:apply.subject', { role })
      expect(subject).toContain(role)
      const href = buildMailto('careers@cleansuite.ai', { subject })
      expect(decodeURIComponent(new URL(href).search.replace('?subject=', ''))).toBe(subject)
    }
    expect(t('es', 'careers:apply.subject', { role: 'X' })).toBe('Postulación: X')
  })
})
