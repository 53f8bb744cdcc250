import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from '../../theme'

/**
 * Mantine's provider for the pieces that load on first use (dialogs, toasts). The first view has no
 * Mantine component, so no provider runs in the first load; the theme's CSS variables are already in
 * the page (src/styles/mantine-theme.css), so this one adds none.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  )
}
