import type { HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { AppIcon } from '../icons/AppIcon'
import { cx } from '../ui/spacing'
import classes from './checklist.module.css'

/**
 * A list of points (`itemKeys`, translated), each after a check mark: the mark is decoration, the list
 * says it. A use's `className` sets its columns, font size or line height, and its spacing through
 * `--cs-checklist-*`.
 */
export function Checklist({ itemKeys, className, ...rest }: { itemKeys: readonly string[] } & HTMLAttributes<HTMLUListElement>) {
  const { t } = useTranslation()
  return (
    <ul {...rest} className={cx(classes.list, className)}>
      {itemKeys.map((key) => (
        <li key={key} className={classes.item}>
          <AppIcon id="check" size={18} className={classes.check} />
          <span>{t(key)}</span>
        </li>
      ))}
    </ul>
  )
}
