/**
 * The site's action sizes: `lg` for the actions of a hero and a closing band (one primary, one
 * secondary), `sm` for an action inside a card. Pages use these, not their own sizes. A module of its own so that an
 * island can read it without the sign-up button's i18next import.
 */
export const ACTION_SIZE = { page: 'lg', card: 'sm' } as const
