import classes from './stat-figure.module.css'

/** The class of a stat's figure (about us' facts, why AI's metrics, the content manager's tiles): big, bold, brand green. */
export const statFigure = classes.statFigure
