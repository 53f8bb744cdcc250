import type { AnchorHTMLAttributes, ComponentPropsWithoutRef, ReactNode } from 'react'
import type { AppPath } from '../../i18n/paths'
import { NEW_TAB, NewTabHint } from '../layout/ExternalLink'
import { LocaleLink } from '../LocaleLink'

/** One link of a `LinkList`: a route of the site (`to`, optional `hash`) or a plain address (`href`: an anchor on the page, a static file). */
export type ListedLink = { label: ReactNode } & ({ to: AppPath; hash?: string } | { href: string })

export type ListLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & { link: ListedLink; newTab?: boolean }

/**
 * A list of links, one per item (`ul`, or `ol` when `ordered`): footer and menu columns, a page's table of
 * contents (a row of pill links is a PillList with `links`). The page's classes style the list and the links.
 * `newTab` opens every link in a new tab and tells screen readers so. The list links to each place once.
 */
export function LinkList({
  links,
  ordered = false,
  linkClassName,
  newTab,
  ...rest
}: Omit<ComponentPropsWithoutRef<'ul'>, 'children'> & {
  links: readonly ListedLink[]
  ordered?: boolean
  linkClassName?: string
  newTab?: boolean
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List {...rest}>
      {links.map((link) => (
        <li key={listedLinkKey(link)}>
          <ListLink link={link} newTab={newTab} className={linkClassName} />
        </li>
      ))}
    </List>
  )
}

/** A stable React key for a listed link (each place is listed once). */
export const listedLinkKey = (link: ListedLink) => ('to' in link ? `${link.to}#${link.hash ?? ''}` : link.href)

/** One link of a list: a route (LocaleLink) or a plain address, optionally in a new tab with the screen-reader hint. */
export function ListLink({ link, newTab = false, ...rest }: ListLinkProps) {
  const tab = newTab ? NEW_TAB : undefined
  const label = newTab ? (
    <>
      {link.label}
      <NewTabHint />
    </>
  ) : (
    link.label
  )
  if ('to' in link) {
    return (
      <LocaleLink to={link.to} hash={link.hash} {...tab} {...rest}>
        {label}
      </LocaleLink>
    )
  }
  return (
    <a {...tab} href={link.href} {...rest}>
      {label}
    </a>
  )
}
