import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProgramSources } from './program-sources'

describe('ProgramSources', () => {
  it('links http, https and mailto; shows anything else as plain text', () => {
    render(
      <ProgramSources
        meta={{
          name: 'Animation',
          code: 'ANIM',
          credential: '',
          urls: { program_page: 'https://college.example/anim', courses_page: 'javascript:alert(1)' },
          contact: { name: 'Ada', email: 'ada@college.example' },
        }}
      />,
    )
    expect(screen.getByRole('link', { name: 'https://college.example/anim' })).toHaveAttribute('href', 'https://college.example/anim')
    expect(screen.getByRole('link', { name: 'https://college.example/anim' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'ada@college.example' })).toHaveAttribute('href', 'mailto:ada@college.example')
    expect(screen.getByText('javascript:alert(1)').tagName).toBe('SPAN')
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('a data: page and an RTL-override contact email stay text', () => {
    render(
      <ProgramSources
        meta={{ name: 'A', code: '', credential: '', urls: { program_page: 'data:text/html,<b>x</b>' }, contact: { email: 'eve@\u202Eude.x' } }}
      />,
    )
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByText('data:text/html,<b>x</b>')).toBeInTheDocument()
  })
})
