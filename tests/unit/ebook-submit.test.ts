import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { submitEbook, type SubmitOptions } from '../../src/lib/ebook'
import { useEbookForm } from '../../src/pages/ebook/useEbookForm'

const base: Omit<SubmitOptions, 'fetchImpl'> = {
  endpoint: 'https://forms.example/submit',
  accessKey: 'key-123',
  subject: 'New ebook request (EN)',
  fromName: 'Ebook EN',
  timeoutMs: 1000,
  log: () => {},
}
const lead = { name: 'Maria Lopez', email: 'maria@brightclean.com' }

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

describe('submitEbook', () => {
  it('posts multipart form data with every field', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => json({ success: true, message: 'ok' }))
    await expect(submitEbook(lead, { ...base, fetchImpl })).resolves.toEqual({ ok: true })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0]!
    expect(url).toBe(base.endpoint)
    expect(init?.method).toBe('POST')
    const body = init?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(Object.fromEntries(body.entries())).toEqual({
      access_key: 'key-123',
      name: 'Maria Lopez',
      email: 'maria@brightclean.com',
      subject: 'New ebook request (EN)',
      from_name: 'Ebook EN',
    })
  })

  it('success false with a message shows that message', async () => {
    const fetchImpl = async () => json({ success: false, message: 'Invalid access key' }, 400)
    expect(await submitEbook(lead, { ...base, fetchImpl })).toEqual({ ok: false, message: 'Invalid access key' })
  })

  it('reads the documented body.message shape too', async () => {
    const fetchImpl = async () => json({ success: false, body: { message: 'Rate limited' } }, 429)
    expect(await submitEbook(lead, { ...base, fetchImpl })).toEqual({ ok: false, message: 'Rate limited' })
  })

  it('success false without a message falls back (null)', async () => {
    const fetchImpl = async () => json({ success: false })
    expect(await submitEbook(lead, { ...base, fetchImpl })).toEqual({ ok: false, message: null })
  })

  it('a non-2xx answer that is not JSON gives the status: body text', async () => {
    const fetchImpl = async () => new Response('Bad gateway upstream', { status: 502, statusText: 'Bad Gateway' })
    expect(await submitEbook(lead, { ...base, fetchImpl })).toEqual({ ok: false, message: '502: Bad gateway upstream' })
  })

  it('a non-2xx answer with an empty body gives the status text', async () => {
    const fetchImpl = async () => new Response('', { status: 503, statusText: 'Service Unavailable' })
    expect(await submitEbook(lead, { ...base, fetchImpl })).toEqual({ ok: false, message: '503: Service Unavailable' })
  })

  it('a 200 answer that is not JSON is not a success', async () => {
    const fetchImpl = async () => new Response('<html>ok</html>', { status: 200 })
    expect(await submitEbook(lead, { ...base, fetchImpl })).toEqual({ ok: false, message: null })
  })

  it('a thrown network error is logged and its message shown', async () => {
    const log = vi.fn()
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await submitEbook(lead, { ...base, fetchImpl, log })).toEqual({ ok: false, message: 'Failed to fetch' })
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('a thrown error without a message falls back', async () => {
    const fetchImpl = async () => {
      throw new Error('')
    }
    expect(await submitEbook(lead, { ...base, fetchImpl })).toEqual({ ok: false, message: null })
  })

  it('times out', async () => {
    const fetchImpl = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    const result = await submitEbook(lead, { ...base, timeoutMs: 20, fetchImpl })
    expect(result).toEqual({ ok: false, message: 'Request timed out after 20 ms' })
  })
})

describe('useEbookForm state machine', () => {
  function setup(fetchImpl: SubmitOptions['fetchImpl']) {
    const onFailure = vi.fn()
    const onInvalid = vi.fn()
    const hook = renderHook(() => useEbookForm({ submitOptions: () => base, fetchImpl, onFailure, onInvalid }))
    return { hook, onFailure, onInvalid }
  }

  it('idle -> error on invalid input, marking the invalid field, and editing clears its error', async () => {
    const fetchImpl = vi.fn(async () => json({ success: true }))
    const { hook, onInvalid } = setup(fetchImpl)
    act(() => hook.result.current.setValue('email', 'maria@brightclean.com'))
    await act(() => hook.result.current.submit())
    const nameRequired = { field: 'name', messageKey: 'ebook:form.errors.nameRequired' }
    expect(hook.result.current.state.fieldErrors).toEqual([nameRequired])
    expect(hook.result.current.state.values.email).toBe('maria@brightclean.com')
    expect(onInvalid).toHaveBeenCalledWith([nameRequired])
    expect(fetchImpl).not.toHaveBeenCalled()
    act(() => hook.result.current.setValue('name', 'M'))
    expect(hook.result.current.state.fieldErrors).toEqual([])
    expect(hook.result.current.state.status).toBe('idle')
  })

  it('an empty submit marks both fields; editing one leaves the other marked', async () => {
    const fetchImpl = vi.fn(async () => json({ success: true }))
    const { hook } = setup(fetchImpl)
    await act(() => hook.result.current.submit())
    expect(hook.result.current.state.fieldErrors).toEqual([
      { field: 'name', messageKey: 'ebook:form.errors.nameRequired' },
      { field: 'email', messageKey: 'ebook:form.errors.emailRequired' },
    ])
    act(() => hook.result.current.setValue('name', 'Maria'))
    expect(hook.result.current.state.fieldErrors).toEqual([{ field: 'email', messageKey: 'ebook:form.errors.emailRequired' }])
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('submitting sends one request however often submit is called, then success clears the fields', async () => {
    let resolve: (r: Response) => void = () => {}
    const fetchImpl = vi.fn(() => new Promise<Response>((r) => (resolve = r)))
    const { hook } = setup(fetchImpl)
    act(() => {
      hook.result.current.setValue('name', lead.name)
      hook.result.current.setValue('email', lead.email)
    })
    let first: Promise<void> = Promise.resolve()
    act(() => {
      first = hook.result.current.submit()
    })
    expect(hook.result.current.state.status).toBe('submitting')
    await act(() => hook.result.current.submit())
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    await act(async () => {
      resolve(json({ success: true }))
      await first
    })
    expect(hook.result.current.state.status).toBe('success')
    expect(hook.result.current.state.values).toEqual({ name: '', email: '' })
  })

  it('a failure keeps the values and carries the message; editing clears it', async () => {
    const { hook, onFailure } = setup(async () => json({ success: false, message: 'Invalid access key' }, 400))
    act(() => {
      hook.result.current.setValue('name', lead.name)
      hook.result.current.setValue('email', lead.email)
    })
    await act(() => hook.result.current.submit())
    expect(hook.result.current.state.status).toBe('error')
    expect(hook.result.current.state.submitError).toEqual({ message: 'Invalid access key' })
    expect(hook.result.current.state.values).toEqual(lead)
    expect(onFailure).toHaveBeenCalledWith('Invalid access key')
    act(() => hook.result.current.setValue('email', 'maria@brightclean.org'))
    expect(hook.result.current.state.submitError).toBeNull()
    expect(hook.result.current.state.values.name).toBe(lead.name)
  })
})
