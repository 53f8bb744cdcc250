/**
 * The two icons the header draws on every page. Kept apart from the full set (AppIcon) so that the
 * first load of a page without other icons does not carry all of them; AppIcon includes these too.
 */
export const HEADER_GLYPHS = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
}
