import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/ui/button'

describe('Button', () => {
  it.each([
    ['default', 'bg-primary'],
    ['secondary', 'bg-secondary'],
    ['outline', 'border-input'],
    ['ghost', 'hover:bg-accent'],
    ['destructive', 'bg-destructive'],
    ['link', 'underline-offset-4'],
  ] as const)('renders the %s variant with its styling', (variant, expectedClass) => {
    render(<Button variant={variant}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('data-variant', variant)
    expect(button).toHaveClass(expectedClass)
  })

  it('applies sizes; icon buttons are square', () => {
    render(
      <>
        <Button size="sm">Small</Button>
        <Button size="icon" aria-label="Close" />
      </>,
    )
    expect(screen.getByRole('button', { name: 'Small' })).toHaveClass('h-8')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('size-9')
  })

  it('does not submit a surrounding form unless it is a submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }))
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('renders its child with button styling when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/app/professors">Professors</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Professors' })
    expect(link).toHaveClass('border-input')
    expect(link).not.toHaveAttribute('type')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
