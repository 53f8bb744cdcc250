/**
 * A mailto: URL with a subject and an optional body (RFC 6068): both percent-encoded, spaces as
 * %20 (never '+'), line breaks as CRLF.
 */
export function buildMailto(email: string, { subject, body }: { subject: string; body?: string }): string {
  const params = [`subject=${encodeURIComponent(subject)}`]
  if (body) params.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`)
  return `mailto:${email}?${params.join('&')}`
}
