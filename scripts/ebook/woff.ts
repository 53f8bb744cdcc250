/**
 * WOFF 1.0 to plain TrueType/OpenType (sfnt). @fontsource ships WOFF and WOFF2 only; the PDF
 * library reads WOFF too, but inflates its tables in pure JavaScript on every use, which made one
 * edition take seconds longer. Node's zlib unpacks the tables once, and the PDF embeds the same font.
 * Format: https://www.w3.org/TR/WOFF/ (header 44 bytes, a 20-byte directory entry per table).
 */
import { inflateSync } from 'node:zlib'

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables: Array<{ tag: number; checksum: number; data: Buffer }> = []
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20
    const tag = woff.readUInt32BE(entry)
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const checksum = woff.readUInt32BE(entry + 16)
    const raw = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw)
    if (data.length !== origLength) throw new Error('WOFF table has an unexpected length')
    tables.push({ tag, checksum, data })
  }
  // sfnt tables are sorted by tag and 4-byte aligned.
  tables.sort((a, b) => a.tag - b.tag)
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const headerLength = 12 + numTables * 16
  const padded = (n: number) => (n + 3) & ~3
  const total = headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0)
  const out = Buffer.alloc(total)
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(numTables, 4)
  out.writeUInt16BE(searchRange, 6)
  out.writeUInt16BE(entrySelector, 8)
  out.writeUInt16BE(numTables * 16 - searchRange, 10)
  let offset = headerLength
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    out.writeUInt32BE(table.tag, record)
    out.writeUInt32BE(table.checksum, record + 4)
    out.writeUInt32BE(offset, record + 8)
    out.writeUInt32BE(table.data.length, record + 12)
    table.data.copy(out, offset)
    offset += padded(table.data.length)
  })
  return out
}
