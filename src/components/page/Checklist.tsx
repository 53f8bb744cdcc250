import type { HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckItems } from './CheckItems'

/**
 * A list of points (`itemKeys`, translated), each after a check mark: the mark is decoration, the list
 * says it. A use's `className` sets its columns, font size or line height, and its spacing through
 * `--cs-checklist-*`.
 */
export function Checklist({ itemKeys, ...rest }: { itemKeys: readonly string[] } & HTMLAttributes<HTMLUListElement>) {
  const { t } = useTranslation()
  return <CheckItems items={itemKeys.map((key) => t(key))} {...rest} />
}
