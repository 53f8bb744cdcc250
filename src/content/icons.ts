/**
 * The icons of the header's menu items: symbols of one small sprite (src/components/icons/menu-icons.svg, the same
 * drawings as AppIcon's, checked by tests/unit/menu-icons.test.ts), fetched when a menu opens, so that the header on
 * every page carries no drawing in its HTML or JavaScript.
 */
export type MenuIconId =
  | 'chat'
  | 'calculator'
  | 'fileSearch'
  | 'shieldCheck'
  | 'pen'
  | 'users'
  | 'megaphone'
  | 'mapPin'
  | 'target'
  | 'layers'
  | 'sparkles'
  | 'heartHandshake'
  | 'clipboard'
  | 'book'
  | 'helpCircle'

/**
 * The names of the site's line icons: the menu's, and the others. Content modules name icons by these ids; the
 * drawings are in src/components/icons/AppIcon.tsx, which must draw every one (its `satisfies` fails otherwise).
 */
export type IconId =
  | MenuIconId
  | 'check'
  | 'checkCircle'
  | 'halfCircle'
  | 'dashedCircle'
  | 'clock'
  | 'arrowLeft'
  | 'arrowRight'
  | 'chevronDown'
  | 'lock'
  | 'key'
  | 'trash'
  | 'eyeOff'
  | 'trendingUp'
  | 'globe'
  | 'building'
  | 'broom'
  | 'quote'
  | 'play'
  | 'pause'
  | 'database'
  | 'upload'
  | 'link'
  | 'cloud'
  | 'dollar'
  | 'graduation'
  | 'hardHat'
  | 'hospital'
  | 'menu'
  | 'close'
  | 'mail'
