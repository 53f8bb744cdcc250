import { Button } from '../ui'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { HEADER_MENUS, PRICING_LINK, type MenuItem } from '../../content/navigation'
import { splitLocale } from '../../i18n/locales'
import { config } from '../../lib/config'
import { HEADER_GLYPHS } from '../icons/header-glyphs'
import { IconSvg } from '../icons/IconSvg'
// The menus' icons: one sprite file, fetched when a menu first opens (no drawing in the page or its script).
import menuIcons from '../icons/menu-icons.svg?url&no-inline'
import { LocaleLink } from '../LocaleLink'
import { SignUpButton } from '../page/actions'
import { LinkList, ListLink } from '../page/LinkList'
import { NEW_TAB, NewTabHint } from './ExternalLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { HeaderScrollIsland } from './HeaderScroll'
import { Logo } from './Logo'
import classes from './Header.module.css'

const HEADER_SCROLL_THRESHOLD = 50
const MOBILE_MENU_ID = 'mobile-menu'

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className={classes.chevron}>
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

/** Hides every open popover inside `root` (HTML opens and closes them; this only adds close-on-navigate). */
function closePopovers(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('[popover]').forEach((el) => {
    if (el.matches(':popover-open')) el.hidePopover()
  })
}

/** A click on a link inside a popover closes it (a same-page #hash link changes no route). */
function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest('a')) {
    const popover = event.currentTarget
    if (popover.matches(':popover-open')) popover.hidePopover()
  }
}

/**
 * Site header. The dropdowns and the mobile menu are native popovers opened by `popovertarget`
 * buttons (the disclosure pattern for site navigation): they open, close on Escape and on an
 * outside click, and are keyboard operable from the pre-rendered HTML, before and without
 * JavaScript. Hydration only adds close-on-navigate and the transparent-header scroll rule.
 */
export function Header({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const isHome = !notFound && splitLocale(pathname).path === '/'
  // Transparent at the top of home; the header-scroll island makes it solid once the page scrolls.
  const transparent = isHome
  const headerRef = useRef<HTMLElement>(null)

  // Close any open menu whenever the page changes.
  useEffect(() => closePopovers(headerRef.current), [pathname])

  return (
    <header ref={headerRef} className={classes.header} data-transparent={transparent || undefined} data-testid="site-header">
      {isHome && <HeaderScrollIsland threshold={HEADER_SCROLL_THRESHOLD} />}
      <div className={classes.inner}>
        <Logo textClassName={classes.logoTextWide} />
        <DesktopNav />
        <div className={classes.actions}>
          <LanguageSwitcher notFound={notFound} />
          <Button component="a" href={config.loginUrl} {...NEW_TAB} variant="subtle" visibleFrom="md">
            {t('common:actions.login')}
            <NewTabHint />
          </Button>
          {/* At every width: on a phone it is the one action beside the language link and the menu button. */}
          <SignUpButton size="sm" className={classes.signUp} testId="header-signup" />
          <MenuButton />
        </div>
      </div>
      <MobileMenu />
    </header>
  )
}

/** The button that opens the mobile menu (in the header bar) or, with `close`, closes it (in the drawer). */
function MenuButton({ close = false }: { close?: boolean }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={classes.menuButton}
      popoverTarget={MOBILE_MENU_ID}
      popoverTargetAction={close ? 'hide' : undefined}
      aria-label={close ? t('common:nav.closeMenu') : t('common:nav.openMenu')}
      data-testid={close ? 'mobile-menu-close' : 'mobile-menu-button'}
    >
      <IconSvg>{close ? HEADER_GLYPHS.close : HEADER_GLYPHS.menu}</IconSvg>
    </button>
  )
}

/** The desktop navigation: one dropdown per menu, then the pricing link. */
function DesktopNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('common:nav.mainLabel')} className={classes.desktopNav}>
      <ul className={classes.navList}>
        {HEADER_MENUS.map((menu) => {
          const id = `nav-${menu.id}`
          // The button anchors its dropdown (CSS anchor positioning; see Header.module.css).
          const anchor = { '--anchor': `--${id}` } as CSSProperties
          return (
            <li key={menu.id} className={classes.navEntry}>
              <button type="button" className={classes.navItem} popoverTarget={id} style={anchor} data-testid={`menu-${menu.id}`}>
                {t(menu.labelKey)}
                <Chevron />
              </button>
              <div
                id={id}
                popover="auto"
                className={classes.dropdown}
                style={anchor}
                data-wide={menu.id === 'features' || undefined}
                data-testid={`menu-${menu.id}-list`}
                onClick={closeOnLinkClick}
              >
                <ul className={classes.dropdownList}>
                  {menu.items.map((item, n) => (
                    <li key={item.labelKey}>
                      <MenuLink item={item} descriptionId={`${id}-${n}`} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
        <li className={classes.navEntry}>
          <LocaleLink to={PRICING_LINK.to} className={classes.navItem}>
            {t(PRICING_LINK.labelKey)}
          </LocaleLink>
        </li>
      </ul>
    </nav>
  )
}

/**
 * An item of a desktop dropdown: its icon, its label (the link's name) and a one-line description (the link's
 * description, hidden from the name so the name stays the page's). Pure HTML and CSS, as the rest of the header.
 */
function MenuLink({ item, descriptionId }: { item: MenuItem; descriptionId: string }) {
  const { t } = useTranslation()
  return (
    <ListLink
      link={{
        to: item.to,
        hash: item.hash,
        label: (
          <>
            <span className={classes.dropdownIcon}>
              <IconSvg size={20}>
                <use href={`${menuIcons}#${item.icon}`} />
              </IconSvg>
            </span>
            <span className={classes.dropdownText}>
              <span className={classes.dropdownLabel}>{t(item.labelKey)}</span>
              <span id={descriptionId} className={classes.dropdownDescription} aria-hidden="true">
                {t(item.descriptionKey)}
              </span>
            </span>
          </>
        ),
      }}
      className={classes.dropdownLink}
      aria-describedby={descriptionId}
      data-testid="menu-item"
    />
  )
}

/**
 * The mobile menu: a popover drawer with every menu's mobile links and, pinned at its foot, the account
 * actions (the list scrolls above them, so Log in and Get started never fall below the fold).
 */
function MobileMenu() {
  const { t } = useTranslation()
  return (
    <div
      id={MOBILE_MENU_ID}
      popover="auto"
      className={classes.drawer}
      role="dialog"
      aria-labelledby="mobile-menu-title"
      data-testid="mobile-menu"
      onClick={closeOnLinkClick}
    >
      <div className={classes.drawerHeader}>
        <h2 id="mobile-menu-title" className={classes.drawerTitle}>
          {t('common:nav.menuTitle')}
        </h2>
        <MenuButton close />
      </div>
      <nav aria-label={t('common:nav.mobileLabel')} className={classes.drawerBody}>
        {HEADER_MENUS.map((menu) => (
          <section key={menu.id} className={classes.mobileSection} aria-labelledby={`mobile-${menu.id}`}>
            <h3 id={`mobile-${menu.id}`} className={classes.mobileHeading}>
              {t(menu.labelKey)}
            </h3>
            <LinkList
              className={classes.mobileList}
              linkClassName={classes.mobileLink}
              links={menu.items
                .filter((item) => item.inMobileMenu)
                .map((item) => ({ to: item.to, hash: item.hash, label: t(item.labelKey) }))}
            />
          </section>
        ))}
        <LocaleLink to={PRICING_LINK.to} className={classes.mobileLink}>
          {t(PRICING_LINK.labelKey)}
        </LocaleLink>
      </nav>
      <div className={classes.drawerActions} data-testid="mobile-menu-actions">
        <Button component="a" href={config.loginUrl} {...NEW_TAB} variant="default" size="md">
          {t('common:actions.login')}
          <NewTabHint />
        </Button>
        <SignUpButton size="md" />
      </div>
    </div>
  )
}
