import { cloneElement, Fragment, type ReactElement } from 'react'

/**
 * Renders an already formatted message whose rich-text tags are flat (`Learn more<srOnly> about
 * {tool}</srOnly>`): each `<name>…</name>` becomes `components[name]` with the text inside. For
 * messages with one level of tags on pages that do not otherwise need react-i18next's <Trans>
 * (its HTML parser is about 5 KB gzip of first-load JavaScript). Unknown or unclosed tags stay text.
 * Linear scan, no regular expression.
 */
export function FlatRichText({ text, components }: { text: string; components: Record<string, ReactElement<{ children?: unknown }>> }) {
  const parts: (string | ReactElement)[] = []
  let rest = text
  for (;;) {
    const open = rest.indexOf('<')
    const close = open < 0 ? -1 : rest.indexOf('>', open)
    const name = close < 0 ? '' : rest.slice(open + 1, close)
    const element = components[name]
    const end = element ? rest.indexOf(`</${name}>`, close) : -1
    if (!element || end < 0) break
    if (open > 0) parts.push(rest.slice(0, open))
    parts.push(cloneElement(element, { key: parts.length }, rest.slice(close + 1, end)))
    rest = rest.slice(end + name.length + 3)
  }
  if (rest) parts.push(rest)
  return <Fragment>{parts}</Fragment>
}
