import { AppIcon } from '../../components/icons/AppIcon'
import { TOOL_CARDS } from '../../content/tool-cards'
import classes from './FeaturesPage.module.css'

/** Decorative: the nine tool icons as one connected suite around a shared data hub. */
export function SuiteArt() {
  return (
    <div className={classes.art} aria-hidden="true">
      <svg className={classes.artLines} width="360" height="360" viewBox="0 0 360 360" focusable="false">
        <path d="M60 60H300V300H60z M180 60V300 M60 180H300" fill="none" stroke="#9ddcc5" strokeWidth="2" strokeDasharray="6 6" />
      </svg>
      <ul className={classes.artGrid}>
        {TOOL_CARDS.map((tool, index) => (
          <li key={tool.id} className={index === 4 ? classes.artHub : classes.artTile}>
            <AppIcon id={tool.icon} size={index === 4 ? 34 : 28} />
          </li>
        ))}
      </ul>
    </div>
  )
}
