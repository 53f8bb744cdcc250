import type { ComponentType, ReactElement } from 'react'
import type { IslandName, IslandWhen } from './registry'

/** The islands the server render drew, in order (read and cleared by the pre-render, per page). */
export const renderedIslands: Array<{ name: IslandName; when: IslandWhen }> = []

type Options<P> = {
  /**
   * When its code loads and hydrates: `idle` (first screen: right after the page has loaded), `visible` (when it
   * nears the viewport), `interaction` (first pointer, focus or key inside it, or a click on one of `triggers`), or
   * `event` (when the page dispatches `island:<name>` on window).
   */
  when: IslandWhen
  /** Buttons outside the island that act on it (a CSS selector): a click on one loads it and is replayed. */
  triggers?: string
  /** Load at once (as `idle`) when the address has this search parameter (a deep link to an open dialog). */
  eagerParam?: string
  /** Catalog namespaces the island's code reads with `t` (loaded with it, in the page's locale; `common` always). */
  namespaces?: (props: P) => readonly string[]
}

/**
 * An interactive part of a page: the server renders it inside a `<div data-island>` that carries its name and
 * its props as JSON; in the browser, the islands runtime (./boot.ts) hydrates that element alone with
 * `hydrateRoot` when `when` says, from the component the registry (./registry.ts) names. Its props must be plain
 * data, already translated where it can (a function or an element does not survive the page).
 *
 * Inside the full application (npm run dev), the wrapper renders the same element around the component.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>, options: Options<P>) {
  function Island(props: P): ReactElement {
    if (typeof document === 'undefined') renderedIslands.push({ name, when: options.when })
    return (
      <div
        data-island={name}
        data-when={options.when}
        data-triggers={options.triggers}
        data-eager-param={options.eagerParam}
        data-ns={options.namespaces?.(props).join(' ')}
        data-props={JSON.stringify(props)}
      >
        <Component {...props} />
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
