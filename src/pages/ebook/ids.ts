/** The id of the box that holds the form (or, after a send, the download card) at the top of the page. */
export const EBOOK_FORM_BOX_ID = 'get-the-ebook'

/** The form's two fields (one form per page: fixed ids, the same in the pre-render and in the island). */
export const EBOOK_FIELD_ID = { name: 'ebook-name', email: 'ebook-email' } as const
