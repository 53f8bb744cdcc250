import type { AnchorHTMLAttributes, ComponentPropsWithoutRef, ReactNode } from 'react'
import type { AppPath } from '../../i18n/paths'
import { NEW_TAB, NewTabHint } from '../layout/ExternalLink'
import { LocaleLink } from '../LocaleLink'
import { Pill, type PillTone } from './Pill'
import { pillListClass } from './PillList'
import { cx } from '../ui/spacing'

/** One link of a `LinkList`: a route of the site (`to`, optional `hash`) or a plain address (`href`: an anchor on the page, a static file). */
export type ListedLink = { label: ReactNode } & ({ to: AppPath; hash?: string } | { href: string })

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & { link: ListedLink; newTab?: boolean }

/**
 * A list of links, one per item (`ul`, or `ol` when `ordered`): footer and menu columns, a page's table of
 * contents, a row of pill links (`pill` gives the tone; the row is laid out as a PillList). The page's classes style the list and the links.
 * `newTab` opens every link in a new tab and tells screen readers so. The list links to each place once.
 */
export function LinkList({
  links,
  ordered = false,
  linkClassName,
  pill,
  newTab,
  className,
  ...rest
}: Omit<ComponentPropsWithoutRef<'ul'>, 'children'> & {
  links: readonly ListedLink[]
  ordered?: boolean
  linkClassName?: string
  pill?: PillTone
  newTab?: boolean
}) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List {...rest} className={pill ? cx(pillListClass, className) : className}>
      {links.map((link) => (
        <li key={'to' in link ? `${link.to}#${link.hash ?? ''}` : link.href}>
          {pill ? (
            <Pill as={ListLink} link={link} newTab={newTab} tone={pill} className={linkClassName} />
          ) : (
            <ListLink link={link} newTab={newTab} className={linkClassName} />
          )}
        </li>
      ))}
    </List>
  )
}

function ListLink({ link, newTab = false, ...rest }: LinkProps) {
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
