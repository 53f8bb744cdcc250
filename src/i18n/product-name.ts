/**
 * A name made of the brand and a tool's name, with no word said twice where the two meet:
 * 'CleanSuite AI' + 'AI Pricing' reads 'CleanSuite AI Pricing', not 'CleanSuite AI AI Pricing'.
 * `join` is the locale's pattern (common:brand.product), given the brand and the tool's name.
 */
export function productName(brand: string, tool: string, join: (brand: string, tool: string) => string): string {
  const last = brand.split(/\s+/).pop() ?? ''
  const first = tool.split(/\s+/)[0] ?? ''
  const rest = last !== '' && first === last ? tool.slice(first.length).trimStart() : tool
  if (rest === '') return brand
  return join(brand, rest).replace(/\s+/g, ' ').trim()
}
