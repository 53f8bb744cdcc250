import classes from './link.module.css'

/** The class of a link in running text or in a list of links (legal contacts, about us' tools): brand green, semibold. */
export const textLink = classes.textLink
