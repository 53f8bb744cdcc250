import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react'
import { cx, marginStyle, type MarginProps } from './spacing'
import classes from './Button.module.css'

export type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'white'

type OwnProps<C extends ElementType> = MarginProps & {
  component?: C
  variant?: ButtonVariant
  /** Only for buttons on a dark band: `variant="outline" color="white"`. */
  color?: 'white'
  size?: 'xs' | 'sm' | 'md' | 'lg'
  fullWidth?: boolean
  leftSection?: ReactNode
  rightSection?: ReactNode
  /** Shown from this breakpoint up (CSS only). */
  visibleFrom?: 'sm' | 'md'
  children?: ReactNode
}

export type ButtonProps<C extends ElementType = 'button'> = OwnProps<C> & Omit<ComponentPropsWithoutRef<C>, keyof OwnProps<C>>

/**
 * The site's button, also as a link (`component="a"` or `component={LocaleLink}`). Same sizes and
 * variants as Mantine's Button (theme tokens), rendered without Mantine's runtime. A long label wraps
 * instead of being clipped.
 */
export function Button<C extends ElementType = 'button'>({
  component,
  variant = 'filled',
  color,
  size = 'sm',
  fullWidth,
  leftSection,
  rightSection,
  visibleFrom,
  mt,
  mb,
  className,
  style,
  children,
  ...rest
}: ButtonProps<C>) {
  const Tag: ElementType = component ?? 'button'
  return (
    <Tag
      {...(Tag === 'button' && !('type' in rest) ? { type: 'button' } : null)}
      {...rest}
      className={cx('mantine-Button-root', classes.root, classes[size], visibleFrom && `mantine-visible-from-${visibleFrom}`, className)}
      data-variant={variant}
      data-color={color}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      style={marginStyle({ mt, mb }, style)}
    >
      <span className={cx('mantine-Button-inner', classes.inner)}>
        {leftSection ? (
          <span className={classes.section} data-position="left">
            {leftSection}
          </span>
        ) : null}
        <span className={cx('mantine-Button-label', classes.label)}>{children}</span>
        {rightSection ? (
          <span className={classes.section} data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </Tag>
  )
}
