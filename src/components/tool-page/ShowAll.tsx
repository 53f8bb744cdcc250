import type { ReactNode } from 'react'
import { SimpleGrid } from '../ui'
import type { SimpleGridProps } from '../ui/SimpleGrid'
import { AppIcon } from '../icons/AppIcon'
import { showAllLink, showAllList } from '../page/showAll'

/**
 * A grid of a tool page's cards that, on phones, shows its first `preview` cards and "Show all N …" (showAllList +
 * showAllLink: the link targets the first hidden card, :target shows the rest, with or without JavaScript). Every
 * card stays in the HTML; from sm up the grid is whole. Without `preview`, the plain grid with `className` (a scroll row).
 */
export function ShowAll<Item extends { id: string }>({
  items,
  preview,
  label,
  cols,
  className,
  component,
  children,
}: {
  items: readonly Item[]
  preview?: 1 | 2
  /** The link's words for this many items ("Show all 3 features"). */
  label: (count: number) => string
  cols: SimpleGridProps['cols']
  className?: string
  component?: 'ol'
  /** One card; with `preview`, its element carries `id` (tabIndex -1), the anchor the link targets. */
  children: (item: Item) => ReactNode
}) {
  const firstHidden = preview ? items[preview] : undefined
  return (
    <>
      <SimpleGrid
        cols={cols}
        spacing="lg"
        component={component}
        className={firstHidden ? `${showAllList} ${className}` : className}
        data-preview={firstHidden && preview}
      >
        {items.map(children)}
      </SimpleGrid>
      {firstHidden && (
        <a href={`#${firstHidden.id}`} className={showAllLink} data-testid="cards-show-all">
          {label(items.length)}
          <AppIcon id="chevronDown" size={18} />
        </a>
      )}
    </>
  )
}
