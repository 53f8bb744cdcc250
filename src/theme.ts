import { createTheme, type MantineColorsTuple } from '@mantine/core'

/** Brand green-teal; shade 8 carries white text at AA contrast. */
const brand: MantineColorsTuple = [
  '#e6f7f1',
  '#cdeee2',
  '#9ddcc5',
  '#69c9a6',
  '#3fb88c',
  '#24ac7c',
  '#12a073',
  '#0b8a62',
  '#0b6e4f',
  '#06563d',
]

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  autoContrast: true,
  luminanceThreshold: 0.25,
  colors: { brand },
  // The brand typeface (src/styles.css: Inter, self-hosted) over Arial sized to its metrics, so its swap shifts nothing.
  fontFamily: 'Inter, "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '800',
    // Balanced lines: no heading ends with one word alone (tests/e2e/heading-wrap.spec.ts).
    textWrap: 'balance',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
})
