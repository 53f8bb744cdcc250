import classes from './show-all.module.css'

/** The class of the phone's "Show all N …" link under a list that shows only its start (show-all.module.css). */
export const showAllLink = classes.link
