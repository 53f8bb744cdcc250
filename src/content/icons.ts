/**
 * The names of the site's line icons. Content modules name icons by these ids; the drawings are in
 * src/components/icons/AppIcon.tsx, which must draw every one (its `satisfies` fails otherwise).
 */
export type IconId =
  | 'chat'
  | 'calculator'
  | 'fileSearch'
  | 'shieldCheck'
  | 'pen'
  | 'users'
  | 'megaphone'
  | 'mapPin'
  | 'target'
  | 'check'
  | 'checkCircle'
  | 'halfCircle'
  | 'dashedCircle'
  | 'clock'
  | 'arrowLeft'
  | 'arrowRight'
  | 'chevronDown'
  | 'sparkles'
  | 'lock'
  | 'key'
  | 'trash'
  | 'eyeOff'
  | 'layers'
  | 'trendingUp'
  | 'globe'
  | 'building'
  | 'clipboard'
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
  | 'heartHandshake'
  | 'hardHat'
  | 'hospital'
  | 'menu'
  | 'close'
  | 'mail'
  | 'book'
  | 'helpCircle'

/**
 * The icons of the header's menu items: symbols of one small sprite (src/components/icons/menu-icons.svg, the same
 * drawings as AppIcon's, checked by tests/unit/menu-icons.test.ts), fetched when a menu opens, so that the header on
 * every page carries no drawing in its HTML or JavaScript.
 */
export type MenuIconId = Extract<
  IconId,
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
>
