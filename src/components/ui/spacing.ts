import type { CSSProperties } from 'react'

/** Mantine's spacing scale (theme tokens), or a number of pixels (scaled like Mantine's). */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number

export type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl'

export function spacing(value: Spacing): string {
  return typeof value === 'number' ? `calc(${value / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${value})`
}

/** The margin props the site uses on primitives (`mt="md"`, `mb={6}`), as inline style. */
export interface MarginProps {
  mt?: Spacing | 'auto'
  mb?: Spacing | 'auto'
}

function margin(value: Spacing | 'auto'): string {
  return value === 'auto' ? 'auto' : spacing(value)
}

export function marginStyle({ mt, mb }: MarginProps, style?: CSSProperties): CSSProperties | undefined {
  if (mt === undefined && mb === undefined) return style
  return { ...(mt === undefined ? null : { marginTop: margin(mt) }), ...(mb === undefined ? null : { marginBottom: margin(mb) }), ...style }
}

export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}
