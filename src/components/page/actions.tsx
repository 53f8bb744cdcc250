import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { config } from '../../lib/config'
import { NEW_TAB, NewTabHint } from '../layout/ExternalLink'
import { Button, type ButtonVariant } from '../ui'
import { ACTION_SIZE } from './action-size'

export { ACTION_SIZE }

/**
 * The sign-up action, everywhere: the fixed label (`common:actions.getStarted`: "Get started" /
 * "Regístrate"), the external sign-up app in a new tab, said to screen readers.
 */
export function SignUpButton({
  onDark,
  variant,
  size = ACTION_SIZE.page,
  fullWidth,
  rightSection,
  className,
  testId,
}: {
  /** On a dark band: the white variant. */
  onDark?: boolean
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  fullWidth?: boolean
  rightSection?: ReactNode
  className?: string
  testId?: string
}) {
  const { t } = useTranslation()
  return (
    <Button
      component="a"
      href={config.signupUrl}
      {...NEW_TAB}
      size={size}
      variant={variant ?? (onDark ? 'white' : 'filled')}
      fullWidth={fullWidth}
      rightSection={rightSection}
      className={className}
      data-testid={testId}
    >
      {t('common:actions.getStarted')}
      <NewTabHint />
    </Button>
  )
}
