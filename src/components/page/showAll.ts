import classes from './show-all.module.css'

/** The class of the phone's "Show all N …" link under a list that shows only its start (show-all.module.css). */
export const showAllLink = classes.link

/**
 * The class of that list: its first `data-preview` items (1 or 2) show on phones until the link is followed
 * (:target, or `data-expanded` set by an island); every item stays in the HTML.
 */
export const showAllList = classes.list
