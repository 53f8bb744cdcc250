// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fold, highlightSegments, isSearchActive, queryStems, searchItems, stem } from '../../src/pages/help-center/search'

const ITEMS = [
  { id: 'billing', question: '¿Cuándo se cobra la facturación?', answer: 'Cada periodo de facturación dura un mes.' },
  { id: 'cancel', question: 'Can I cancel anytime?', answer: 'Yes, from your Account settings.' },
  { id: 'export', question: 'How do I export a quote?', answer: 'Choose PDF or Word and download it.' },
]

describe('help search threshold', () => {
  it('is inactive at 2 characters or fewer and active above', () => {
    expect(isSearchActive('')).toBe(false)
    expect(isSearchActive('pd')).toBe(false)
    expect(isSearchActive('  pd  ')).toBe(false)
    expect(isSearchActive('pdf')).toBe(true)
  })

  it('shows every item while inactive, even when 2 characters would match nothing', () => {
    expect(searchItems(ITEMS, 'zz').map((i) => i.id)).toEqual(['billing', 'cancel', 'export'])
  })
})

describe('help search matching', () => {
  it('ignores case', () => {
    expect(searchItems(ITEMS, 'ACCOUNT').map((i) => i.id)).toEqual(['cancel'])
    expect(searchItems(ITEMS, 'pdf').map((i) => i.id)).toEqual(['export'])
  })

  it('ignores accents both ways', () => {
    expect(fold('Facturación')).toBe('facturacion')
    expect(searchItems(ITEMS, 'facturacion').map((i) => i.id)).toEqual(['billing'])
    expect(searchItems(ITEMS, 'cuando').map((i) => i.id)).toEqual(['billing'])
    expect(searchItems(ITEMS, 'qúote').map((i) => i.id)).toEqual(['export'])
  })

  it('matches the question or the answer', () => {
    expect(searchItems(ITEMS, 'anytime').map((i) => i.id)).toEqual(['cancel'])
    expect(searchItems(ITEMS, 'download').map((i) => i.id)).toEqual(['export'])
  })

  it('finds nothing for an unknown word', () => {
    expect(searchItems(ITEMS, 'xyzzy')).toEqual([])
  })
})

describe('help search word forms', () => {
  const CANCEL = [
    { id: 'how', question: '¿Cómo cancelo mi suscripción?', answer: 'Cancela desde la configuración de tu cuenta.' },
    { id: 'fee', question: '¿Hay un cargo por cancelar?', answer: 'No, no cobramos nada.' },
    { id: 'after', question: '¿Qué pasa con mis datos?', answer: 'Después de la cancelación los guardamos 30 días.' },
    { id: 'en', question: 'What happens if my plan is canceled?', answer: 'Premium stays active; it cancels at the end of the month.' },
    { id: 'other', question: '¿Cómo exporto un PDF?', answer: 'Elige PDF y descárgalo.' },
  ]
  const ids = (query: string) => searchItems(CANCEL, query).map((i) => i.id)

  it('cuts English and Spanish words to one stem', () => {
    for (const word of ['cancelar', 'cancela', 'cancelo', 'cancel', 'cancels', 'canceled', 'cancelacion']) expect(stem(word)).toBe('cancel')
    expect(stem('billing')).toBe('bill')
    expect(stem('facturacion')).toBe('factur')
    // A stem keeps four letters: 'data' does not become 'dat' and find 'date'.
    expect(stem('data')).toBe('data')
    expect(stem('datos')).toBe('dato')
  })

  it('finds the same answers for “cancelar” as for “cancela”, and for “cancel” as for “cancels”', () => {
    expect(ids('cancelar')).toEqual(['how', 'fee', 'after', 'en'])
    expect(ids('cancela')).toEqual(ids('cancelar'))
    expect(ids('cancel')).toEqual(ids('cancels'))
    expect(ids('Cancelación')).toEqual(ids('cancelar'))
  })

  it('needs every word of the query, skipping short ones', () => {
    expect(queryStems('cancelar la cuenta')).toEqual(['cancel', 'cuent'])
    expect(ids('cancelar la cuenta')).toEqual(['how'])
    expect(ids('exportar pdf')).toEqual(['other'])
  })

  it('matches at the start of a word, not inside one', () => {
    // 'voice' is inside 'invoice', not a word of its own.
    expect(searchItems([{ question: 'Where is my invoice?', answer: 'Under Billing.' }], 'voice')).toEqual([])
  })

  it('marks whole words, never a piece of one', () => {
    const marked = highlightSegments('Cancela hoy; la cancelación es inmediata.', 'cancelar')
      .filter((s) => s.match)
      .map((s) => s.text)
    expect(marked).toEqual(['Cancela', 'cancelación'])
  })
})

describe('highlight segments', () => {
  it('marks every occurrence and keeps the original text and accents', () => {
    const segments = highlightSegments('Cada periodo de facturación: Facturación mensual', 'facturacion')
    expect(segments).toEqual([
      { text: 'Cada periodo de ', match: false },
      { text: 'facturación', match: true },
      { text: ': ', match: false },
      { text: 'Facturación', match: true },
      { text: ' mensual', match: false },
    ])
    expect(segments.map((s) => s.text).join('')).toBe('Cada periodo de facturación: Facturación mensual')
  })

  it('handles text written with combining accents, marking the whole word', () => {
    const decomposed = 'Cuenta y factur' + 'a\u0301' + 'cion'
    const segments = highlightSegments(decomposed, 'facturá')
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['factur' + 'a\u0301' + 'cion'])
    expect(segments.map((s) => s.text).join('')).toBe(decomposed)
  })

  it('returns the text unmarked when inactive or not found', () => {
    expect(highlightSegments('PDF or Word', 'pd')).toEqual([{ text: 'PDF or Word', match: false }])
    expect(highlightSegments('PDF or Word', 'xls')).toEqual([{ text: 'PDF or Word', match: false }])
  })

  it('marks a match at the very start and end', () => {
    expect(highlightSegments('Word export to Word', 'word')).toEqual([
      { text: 'Word', match: true },
      { text: ' export to ', match: false },
      { text: 'Word', match: true },
    ])
  })
})
