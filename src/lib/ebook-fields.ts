/**
 * The ebook form's fields and their rules, shared by the browser form (src/pages/ebook) and the local
 * form inbox (scripts/server/), so both accept and refuse exactly the same input and name the same
 * catalog message. Every check runs in time linear in the input: values are trimmed without
 * backtracking, lengths are checked before any pattern, and the patterns cannot backtrack
 * (eslint-plugin-regexp's no-super-linear-backtracking and no-super-linear-move guard them).
 */

/** Longest name accepted, in UTF-16 code units (what the input's maxlength counts). */
export const NAME_MAX_LENGTH = 100
/** Longest e-mail address accepted: the length limit of a mail path (RFC 5321, 256 minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254

export type EbookValues = { name: string; email: string }
export type EbookField = keyof EbookValues

/** Catalog keys of the validation messages, in the order the rules run. */
export const EBOOK_ERRORS = {
  nameRequired: 'ebook:form.errors.nameRequired',
  nameTooLong: 'ebook:form.errors.nameTooLong',
  nameInvalid: 'ebook:form.errors.nameInvalid',
  nameInvisible: 'ebook:form.errors.nameInvisible',
  emailRequired: 'ebook:form.errors.emailRequired',
  emailTooLong: 'ebook:form.errors.emailTooLong',
  emailInvalid: 'ebook:form.errors.emailInvalid',
} as const
export type EbookErrorKey = (typeof EBOOK_ERRORS)[keyof typeof EBOOK_ERRORS]

/**
 * Catalog keys of what the form service answers besides field errors, and of the page the local inbox
 * shows when a form posted without JavaScript is refused (scripts/server/ renders it).
 */
export const EBOOK_SERVICE_MESSAGES = {
  tooManyAttempts: 'ebook:form.errors.tooManyAttempts',
  inboxFull: 'ebook:form.errors.inboxFull',
  fallback: 'ebook:form.errors.fallback',
  errorTitle: 'ebook:inbox.errorTitle',
  errorLead: 'ebook:inbox.errorLead',
  resend: 'ebook:inbox.resend',
  backToEbook: 'ebook:inbox.backToEbook',
  nameLabel: 'ebook:form.nameLabel',
  emailLabel: 'ebook:form.emailLabel',
} as const

/** Unicode white space and invisible format characters (zero-width space and joiners, word joiner, BOM, bidi marks, soft hyphen). */
const LEADING_BLANK = /^[\p{Cf}\p{White_Space}]+/u
// The lookbehind lets only the first character of a trailing run start a match: linear, not quadratic.
const TRAILING_BLANK = /(?<![\p{Cf}\p{White_Space}])[\p{Cf}\p{White_Space}]+$/u
/**
 * Control characters (line breaks among them: CR, LF, VT, FF, NEL), line and paragraph separators and lone
 * surrogates: never part of a name.
 */
const NAME_FORBIDDEN = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u
/**
 * Invisible format characters inside a name: bidi controls (U+202A-U+202E, U+2066-U+2069, U+200E/F, U+061C)
 * and zero-width characters (U+200B-U+200D, U+2060, U+FEFF) change how a name reads to whoever reviews the
 * leads ("A\u202Egnp.exe" shows as "Aexe.png"), so they are refused anywhere, not only trimmed at the ends.
 */
const NAME_INVISIBLE = /[^\P{Cf}\u200d]/u
/** A zero-width joiner is kept only where it joins two emoji (👩‍🔧); anywhere else it is an invisible character. */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}[\ufe0f\p{Emoji_Modifier}]?)\u200d|\u200d(?!\p{Extended_Pictographic})/u
/** In an address, invisible format characters are refused as well. */
const EMAIL_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u

/**
 * text@domain.tld with no white space and no '@' besides the one, and no empty domain label. Each part
 * can match in only one way (the domain's labels exclude the dot that separates them), so the match is
 * linear in the input.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s.@]+(?:\.[^\s.@]+)+$/

/** Trims Unicode white space and invisible format characters (U+200B-U+200D, U+2060, U+FEFF ...) from both ends. */
export function trimField(value: string): string {
  return value.replace(LEADING_BLANK, '').replace(TRAILING_BLANK, '')
}

/** The values as they are checked, sent and stored: both fields trimmed. */
export function normalizeEbook(values: EbookValues): EbookValues {
  return { name: trimField(values.name), email: trimField(values.email) }
}

export type EbookFieldError = { field: EbookField; messageKey: EbookErrorKey }

function nameError(name: string): EbookErrorKey | null {
  if (name === '') return EBOOK_ERRORS.nameRequired
  if (name.length > NAME_MAX_LENGTH) return EBOOK_ERRORS.nameTooLong
  if (NAME_FORBIDDEN.test(name)) return EBOOK_ERRORS.nameInvalid
  if (NAME_INVISIBLE.test(name) || STRAY_JOINER.test(name)) return EBOOK_ERRORS.nameInvisible
  return null
}

function emailError(email: string): EbookErrorKey | null {
  if (email === '') return EBOOK_ERRORS.emailRequired
  if (email.length > EMAIL_MAX_LENGTH) return EBOOK_ERRORS.emailTooLong
  if (EMAIL_FORBIDDEN.test(email) || !EMAIL_PATTERN.test(email)) return EBOOK_ERRORS.emailInvalid
  return null
}

/**
 * Every invalid field with its first failed rule (emptiness, length, then content), name before e-mail:
 * what the form marks and lists in its error summary.
 */
export function validateEbookFields(values: EbookValues): EbookFieldError[] {
  const { name, email } = normalizeEbook(values)
  const errors: EbookFieldError[] = []
  const nameKey = nameError(name)
  if (nameKey !== null) errors.push({ field: 'name', messageKey: nameKey })
  const emailKey = emailError(email)
  if (emailKey !== null) errors.push({ field: 'email', messageKey: emailKey })
  return errors
}

/** The first failure in the spec's order (name, then e-mail), or null: what the form service answers. */
export function validateEbook(values: EbookValues): EbookFieldError | null {
  return validateEbookFields(values)[0] ?? null
}

/**
 * Whether the honeypot checkbox `botcheck` was set, as the form service reads it: any value but
 * empty, 'false', '0' or 'off' means a bot filled the hidden field.
 */
export function isHoneypotSet(value: string | undefined): boolean {
  if (value === undefined) return false
  const normalized = trimField(value).toLowerCase()
  return normalized !== '' && normalized !== 'false' && normalized !== '0' && normalized !== 'off'
}
