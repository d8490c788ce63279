import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from '@/domain/kernel/zod'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'

describe('FormField', () => {
  it('ties the label to the control and describes it with the hint', () => {
    render(
      <FormField label="First name" htmlFor="firstName" description="As printed on the contract.">
        <Input />
      </FormField>,
    )
    const input = screen.getByLabelText('First name')
    expect(input).toHaveAttribute('id', 'firstName')
    expect(input).toHaveAccessibleDescription('As printed on the contract.')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('announces an error with role="alert" and marks the control invalid', () => {
    render(
      <FormField
        label="Email"
        htmlFor="email"
        description="Work address."
        error="Email is required"
      >
        <Input />
      </FormField>,
    )
    const input = screen.getByLabelText('Email')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      'email-description',
      'email-error',
    ])
    expect(input).toHaveAccessibleDescription('Work address. Email is required')
  })

  it('generates an id when none is given and wires a native select', () => {
    render(
      <FormField label="Term" error="Pick a term">
        <NativeSelect options={[{ value: 'fall', label: 'Fall' }]} placeholder="Choose" />
      </FormField>,
    )
    const select = screen.getByRole('combobox', { name: 'Term' })
    expect(select.id).not.toBe('')
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Pick a term')
  })

  it('works with react-hook-form: errors appear on submit and Enter submits', async () => {
    const schema = z.object({ firstName: z.string().min(1, 'First name is required') })
    const onValid = vi.fn()
    function Form() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm({ resolver: zodResolver(schema), defaultValues: { firstName: '' } })
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <FormField
            label="First name"
            htmlFor="firstName"
            error={errors.firstName?.message}
            required
          >
            <Input {...register('firstName')} />
          </FormField>
          <Button type="submit">Save</Button>
        </form>
      )
    }
    const user = userEvent.setup()
    render(<Form />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('First name is required')
    const input = screen.getByRole('textbox', { name: /First name/ })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(onValid).not.toHaveBeenCalled()

    await user.type(input, 'Ada{Enter}')
    expect(onValid).toHaveBeenCalledTimes(1)
    expect(onValid.mock.calls[0]?.[0]).toEqual({ firstName: 'Ada' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
