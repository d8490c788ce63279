import type { ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/utils'

export interface NativeSelectOption {
  value: string
  label: string
  disabled?: boolean
}

export type NativeSelectProps = ComponentProps<'select'> & {
  /** Convenience for simple lists; children (<option>/<optgroup>) are rendered after these. */
  options?: readonly NativeSelectOption[]
  /** Adds a first empty option with this text (value ""). */
  placeholder?: string
  wrapperClassName?: string
}

/**
 * A styled native <select>: works with react-hook-form's register(), native form submit and
 * mobile pickers, and testing-library's selectOptions().
 */
export function NativeSelect({
  className,
  wrapperClassName,
  options,
  placeholder,
  children,
  ...props
}: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative w-full', wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(
          'h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-card py-1 pr-8 pl-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-50"
      />
    </div>
  )
}
