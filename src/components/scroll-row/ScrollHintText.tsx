import { AppIcon } from '../icons/AppIcon'
import classes from './ScrollRow.module.css'

/** ScrollHint's cue from its words already translated: what an island draws (ScrollHint translates and draws this). */
export function ScrollHintText({ text }: { text: string }) {
  return (
    <p className={classes.hint} aria-hidden="true">
      {text}
      <AppIcon id="arrowRight" size={14} />
    </p>
  )
}
