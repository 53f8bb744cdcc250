import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { cx } from '../ui/spacing'
import { ListLink, listedLinkKey, type ListedLink } from './LinkList'
import { Pill, type PillTone } from './Pill'
import classes from './pill-list.module.css'

/**
 * A `ul` of pills in a wrapping row, 8 px apart (a use sets its margin through `--cs-pill-list-margin`).
 * `items` draws one pill per label (`outline` unless `tone` says otherwise: a hero's facts, a tool's
 * badges), each label once; `links` one pill link per place (`linkClassName` styles them: features' jump
 * links, pricing's tools); or pass the `li`s yourself.
 */
export function PillList({
  items,
  links,
  linkClassName,
  tone = 'outline',
  className,
  children,
  ...rest
}: Omit<ComponentPropsWithoutRef<'ul'>, 'children'> & { tone?: PillTone; linkClassName?: string } & (
    | { items: readonly string[]; links?: never; children?: never }
    | { links: readonly ListedLink[]; items?: never; children?: never }
    | { children: ReactNode; items?: never; links?: never }
  )) {
  const content =
    items?.map((item) => (
      <Pill as="li" tone={tone} key={item}>
        {item}
      </Pill>
    )) ??
    links?.map((link) => (
      <li key={listedLinkKey(link)}>
        <Pill as={ListLink} link={link} tone={tone} className={linkClassName} />
      </li>
    )) ??
    children
  return (
    <ul {...rest} className={cx(classes.list, className)}>
      {content}
    </ul>
  )
}
