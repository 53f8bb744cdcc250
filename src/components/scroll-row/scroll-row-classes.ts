import classes from './ScrollRow.module.css'

/** The classes of a phone scroll row (see ScrollRow.module.css), for code without `t` (an island): as `scrollRow`. */
export const scrollRowClasses = classes
