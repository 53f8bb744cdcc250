import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { cx } from './spacing'
import classes from './TextInput.module.css'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode
  description?: ReactNode
  /** Shown under the field and announced with it (aria-invalid, aria-describedby). */
  error?: ReactNode
  size?: 'md' | 'lg'
  leftSection?: ReactNode
  classNames?: { label?: string; description?: string }
  /** Wraps the field, e.g. to put a button beside it. */
  inputContainer?: (input: ReactNode) => ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled text field with its hint and error (Mantine's TextInput look, without its runtime). */
export function TextInput({
  label,
  description,
  error,
  size = 'md',
  leftSection,
  classNames,
  inputContainer,
  id,
  required,
  className,
  ...rest
}: TextInputProps) {
  const generated = useId()
  const inputId = id ?? `field${generated.replace(/:/g, '')}`
  const descriptionId = description ? `${inputId}-description` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = cx(descriptionId, errorId)
  return (
    <div className={cx(classes.root, className)} data-size={size} data-with-description={description ? true : undefined}>
      <label className={cx(classes.label, classNames?.label)} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className={cx(classes.description, classNames?.description)}>
          {description}
        </p>
      ) : null}
      {(inputContainer ?? ((input: ReactNode) => input))(
        <div className={classes.wrapper} data-error={error ? true : undefined} data-with-left-section={leftSection ? true : undefined}>
          {leftSection ? (
            <span className={classes.section} aria-hidden="true">
              {leftSection}
            </span>
          ) : null}
          <input
            {...rest}
            id={inputId}
            required={required}
            className={classes.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        </div>,
      )}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
