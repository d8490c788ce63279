import { isValidElement, useId } from 'react'
import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { Slot } from 'radix-ui'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

/** Props FormField wires onto its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

export interface FormFieldProps {
  label: ReactNode
  /** Id of the control; the label points at it. Generated when omitted. */
  htmlFor?: string
  description?: ReactNode
  /** Validation message, e.g. react-hook-form's `errors.firstName?.message`. */
  error?: string
  required?: boolean
  className?: string
  /**
   * One control element (Input, Textarea, NativeSelect, SelectTrigger, Checkbox…) that receives
   * the id/aria props, or a render function for anything more involved.
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode)
}

/** Id helpers, exported so callers composing their own markup get the same wiring. */
export function fieldDescriptionId(controlId: string) {
  return `${controlId}-description`
}
export function fieldErrorId(controlId: string) {
  return `${controlId}-error`
}

/**
 * Label + control + description + error. Usage with react-hook-form:
 * `<FormField label="First name" htmlFor="firstName" error={errors.firstName?.message}>
 *    <Input {...register('firstName')} />
 *  </FormField>`
 */
export function FormField({
  label,
  htmlFor,
  description,
  error,
  required,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId()
  const id = htmlFor ?? generatedId
  const hasError = Boolean(error)
  const describedBy = [
    description ? fieldDescriptionId(id) : null,
    hasError ? fieldErrorId(id) : null,
  ]
    .filter(Boolean)
    .join(' ')

  const control: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  }

  return (
    <div
      data-slot="form-field"
      data-invalid={hasError || undefined}
      className={cn('grid gap-2', className)}
    >
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? (
        children(control)
      ) : isValidElement(children) ? (
        // Slot merges the wiring onto the child element (its own props win on conflicts).
        <Slot.Root {...control}>{children}</Slot.Root>
      ) : null}
      {description ? (
        <FieldDescription id={fieldDescriptionId(id)}>{description}</FieldDescription>
      ) : null}
      {hasError ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
    </div>
  )
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** An announced error line; also usable on its own for form-level errors. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (children == null || children === '') return null
  return (
    <p
      role="alert"
      data-slot="field-error"
      className={cn('text-sm text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  )
}
