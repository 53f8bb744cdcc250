import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RotatingPrompt } from '../../src/components/rotating-prompt/RotatingPrompt'
import { HERO_PROMPTS, HERO_PROMPT_INTERVAL_MS } from '../../src/content/home'

const PROMPTS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((n) => `Prompt ${n}`)

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

function renderPrompt() {
  render(
    <RotatingPrompt
      prompts={PROMPTS}
      intervalMs={HERO_PROMPT_INTERVAL_MS}
      label="Try asking"
      listLabel="Sample questions"
      pauseLabel="Pause sample questions"
      playLabel="Play sample questions"
    />,
  )
  return {
    text: () => screen.getByTestId('rotating-prompt-text').textContent,
    panel: screen.getByTestId('rotating-prompt'),
  }
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  stubReducedMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('home hero rotating prompt', () => {
  it('has eight sample prompts and rotates every 3500 ms', () => {
    expect(HERO_PROMPTS).toHaveLength(8)
    expect(HERO_PROMPT_INTERVAL_MS).toBe(3500)
  })

  it('shows the next prompt after 3500 ms, not before', () => {
    const { text } = renderPrompt()
    expect(text()).toBe('Prompt one')
    advance(3499)
    expect(text()).toBe('Prompt one')
    advance(1)
    expect(text()).toBe('Prompt two')
    advance(3500)
    expect(text()).toBe('Prompt three')
  })

  it('wraps from the eighth prompt back to the first', () => {
    const { text } = renderPrompt()
    advance(7 * 3500)
    expect(text()).toBe('Prompt eight')
    advance(3500)
    expect(text()).toBe('Prompt one')
  })

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const { text, panel } = renderPrompt()
    advance(3500)
    fireEvent.mouseEnter(panel)
    advance(20_000)
    expect(text()).toBe('Prompt two')
    fireEvent.mouseLeave(panel)
    advance(3500)
    expect(text()).toBe('Prompt three')
  })

  it('pauses while focus is inside and resumes when focus leaves', () => {
    const { text } = renderPrompt()
    const toggle = screen.getByRole('button', { name: 'Pause sample questions' })
    act(() => toggle.focus())
    expect(screen.getByRole('button', { name: 'Play sample questions' })).toBe(toggle)
    advance(20_000)
    expect(text()).toBe('Prompt one')
    act(() => toggle.blur())
    advance(3500)
    expect(text()).toBe('Prompt two')
  })

  it('the pause button stops the rotation until play is pressed', () => {
    const { text } = renderPrompt()
    fireEvent.click(screen.getByRole('button', { name: 'Pause sample questions' }))
    advance(20_000)
    expect(text()).toBe('Prompt one')
    fireEvent.click(screen.getByRole('button', { name: 'Play sample questions' }))
    advance(3500)
    expect(text()).toBe('Prompt two')
  })

  it('does not rotate by itself under prefers-reduced-motion', () => {
    stubReducedMotion(true)
    const { text } = renderPrompt()
    advance(30_000)
    expect(text()).toBe('Prompt one')
    expect(screen.getByRole('button', { name: 'Play sample questions' })).toBeTruthy()
  })

  it('does not announce each change: the rotating line is hidden from assistive tech, the full list is not', () => {
    const { panel } = renderPrompt()
    expect(panel.querySelector('[aria-live]')).toBeNull()
    expect(panel.closest('[aria-live]')).toBeNull()
    expect(screen.getByTestId('rotating-prompt-text').getAttribute('aria-hidden')).toBe('true')
    const list = screen.getByRole('list', { name: 'Sample questions' })
    expect(list.querySelectorAll('li')).toHaveLength(8)
  })

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<RotatingPrompt prompts={PROMPTS} intervalMs={3500} label="l" listLabel="s" pauseLabel="p" playLabel="y" />)
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('RotatingPrompt typing style', () => {
  function renderTyping() {
    render(
      <RotatingPrompt
        prompts={['Write a LinkedIn post about our day porters', 'Three flu-season tips']}
        intervalMs={3000}
        label="Try asking"
        listLabel="Sample prompts"
        pauseLabel="Pause"
        playLabel="Play"
        typing
      />,
    )
    return () => screen.getByTestId('rotating-prompt-text').textContent
  }

  it('shows the first prompt whole, then types the next one out within half the interval', () => {
    const text = renderTyping()
    expect(text()).toBe('Write a LinkedIn post about our day porters')
    advance(3000)
    advance(40)
    const partial = text() ?? ''
    expect(partial.length).toBeGreaterThan(0)
    expect(partial.length).toBeLessThan('Three flu-season tips'.length)
    expect('Three flu-season tips'.startsWith(partial)).toBe(true)
    advance(1500)
    expect(text()).toBe('Three flu-season tips')
  })

  it('does not type or rotate under prefers-reduced-motion', () => {
    stubReducedMotion(true)
    const text = renderTyping()
    advance(10_000)
    expect(text()).toBe('Write a LinkedIn post about our day porters')
  })
})

describe('RotatingPrompt reserveLongest (the tool heroes)', () => {
  it('lays every prompt out, hidden, in the line’s place, so the longest holds the height; the line still rotates', () => {
    render(
      <RotatingPrompt
        prompts={['Short', 'A much longer sample prompt that wraps']}
        intervalMs={3000}
        label="Try asking"
        listLabel="Sample prompts"
        pauseLabel="Pause"
        playLabel="Play"
        reserveLongest
      />,
    )
    const line = screen.getByTestId('rotating-prompt-text')
    const stack = line.parentElement!
    const sizers = [...stack.children].filter((child) => child !== line)
    expect(sizers.map((sizer) => sizer.textContent)).toEqual(['Short', 'A much longer sample prompt that wraps'])
    for (const sizer of sizers) expect(sizer.getAttribute('aria-hidden')).toBe('true')
    // Screen readers get the list once, not the sizers: they are hidden like the line.
    expect(screen.getByRole('list', { name: 'Sample prompts' }).querySelectorAll('li')).toHaveLength(2)
    expect(line.textContent).toBe('Short')
    advance(3000)
    expect(screen.getByTestId('rotating-prompt-text').textContent).toBe('A much longer sample prompt that wraps')
    expect([...stack.children].filter((child) => child.getAttribute('data-testid') !== 'rotating-prompt-text')).toHaveLength(2)
  })
})
