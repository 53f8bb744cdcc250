import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { deferredSection } from '../../src/components/deferred-section'

/** A section with state of its own: a visitor's choice in it (here a count) must survive the page re-rendering. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  )
}

function Page({ Section }: { Section: ReturnType<typeof deferredSection<{ label: string }>>['DeferredSection'] }) {
  const [renders, setRenders] = useState(0)
  return (
    <main>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        re-render page
      </button>
      <Section label="Pressed" />
    </main>
  )
}

describe('deferredSection', () => {
  it('keeps the section mounted (same DOM, same state) when the page re-renders after its code arrived', async () => {
    const { DeferredSection } = deferredSection('deferred-test', 'src/test.tsx', async () => Counter)
    render(<Page Section={DeferredSection} />)
    const button = await screen.findByRole('button', { name: 'Pressed 0' })
    fireEvent.click(button)
    expect(button.textContent).toBe('Pressed 1')
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 're-render page' }))
    })
    // Before the fix the section switched from its lazy wrapper to the loaded component: a new node, count back to 0.
    const after = screen.getByRole('button', { name: /^Pressed/ })
    expect(after).toBe(button)
    expect(after.textContent).toBe('Pressed 1')
  })

  it('renders a section whose code is already in directly, with no empty first frame', async () => {
    const section = deferredSection('deferred-test-2', 'src/test2.tsx', async () => Counter)
    await section.ready('en')
    render(<Page Section={section.DeferredSection} />)
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeTruthy()
  })
})
