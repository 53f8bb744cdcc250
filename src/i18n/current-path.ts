import { createContext, useContext } from 'react'

/** The address of the page being rendered (the layout provides it from the router; in an island it is the browser's). */
export const CurrentPath = createContext<string | null>(null)

export function useCurrentPath(): string | null {
  const path = useContext(CurrentPath)
  if (path !== null) return path
  return typeof window === 'undefined' ? null : window.location.pathname
}
