import { Button, Drawer, Group, Menu, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HEADER_MENUS, PRICING_LINK } from '../../content/navigation'
import { splitLocale } from '../../i18n/locales'
import { config } from '../../lib/config'
import { AppIcon } from '../icons/AppIcon'
import { LocaleLink } from '../LocaleLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import classes from './Header.module.css'

export const HEADER_SCROLL_THRESHOLD = 50

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className={classes.chevron}>
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

export function Header({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const isHome = !notFound && splitLocale(pathname).path === '/'
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const [drawerOpen, drawer] = useDisclosure(false)
  const transparent = isHome && !scrolled

  // Close the mobile menu whenever the page changes.
  useEffect(() => {
    drawer.close()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])

  return (
    <header className={classes.header} data-transparent={transparent || undefined} data-testid="site-header">
      <div className={classes.inner}>
        <Logo />
        <nav aria-label={t('common:nav.mainLabel')} className={classes.desktopNav}>
          <Group gap={4} wrap="nowrap">
            {HEADER_MENUS.map((menu) => (
              <Menu key={menu.id} trigger="click" withInitialFocusPlaceholder={false} position="bottom-start" offset={6} shadow="md" radius="md" width={menu.id === 'features' ? 280 : 260}>
                <Menu.Target>
                  <UnstyledButton className={classes.navItem} data-testid={`menu-${menu.id}`}>
                    {t(menu.labelKey)}
                    <Chevron />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown aria-label={t(menu.labelKey)}>
                  {menu.items.map((item) => (
                    <Menu.Item key={item.labelKey} component={LocaleLink} to={item.to} hash={item.hash}>
                      {t(item.labelKey)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ))}
            <LocaleLink to={PRICING_LINK.to} className={classes.navItem}>
              {t(PRICING_LINK.labelKey)}
            </LocaleLink>
          </Group>
        </nav>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <LanguageSwitcher notFound={notFound} />
          <Button component="a" href={config.loginUrl} target="_blank" rel="noopener noreferrer" variant="subtle" visibleFrom="md">
            {t('common:actions.login')}
          </Button>
          <Button component="a" href={config.signupUrl} target="_blank" rel="noopener noreferrer" visibleFrom="sm">
            {t('common:actions.signUp')}
          </Button>
          {/* A plain button with an icon (Mantine's Burger puts a <div> inside the <button>, invalid HTML). */}
          <UnstyledButton
            className={classes.menuButton}
            onClick={drawer.toggle}
            hiddenFrom="md"
            aria-label={t(drawerOpen ? 'common:nav.closeMenu' : 'common:nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="mobile-menu"
            data-testid="mobile-menu-button"
          >
            <AppIcon id={drawerOpen ? 'close' : 'menu'} size={24} />
          </UnstyledButton>
        </Group>
      </div>
      <Drawer
        id="mobile-menu"
        opened={drawerOpen}
        onClose={drawer.close}
        position="right"
        size="min(100%, 360px)"
        title={t('common:nav.menuTitle')}
        closeButtonProps={{ 'aria-label': t('common:nav.closeMenu') }}
        hiddenFrom="md"
        data-testid="mobile-menu"
      >
        <nav aria-label={t('common:nav.mobileLabel')}>
          {HEADER_MENUS.map((menu) => (
            <section key={menu.id} className={classes.mobileSection} aria-labelledby={`mobile-${menu.id}`}>
              <h2 id={`mobile-${menu.id}`} className={classes.mobileHeading}>
                {t(menu.labelKey)}
              </h2>
              <ul className={classes.mobileList}>
                {menu.items
                  .filter((item) => item.inMobileMenu)
                  .map((item) => (
                    <li key={item.labelKey}>
                      <LocaleLink to={item.to} hash={item.hash} className={classes.mobileLink} onClick={drawer.close}>
                        {t(item.labelKey)}
                      </LocaleLink>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          <LocaleLink to={PRICING_LINK.to} className={classes.mobileLink} onClick={drawer.close}>
            {t(PRICING_LINK.labelKey)}
          </LocaleLink>
          <Group grow mt="lg">
            <Button component="a" href={config.loginUrl} target="_blank" rel="noopener noreferrer" variant="default">
              {t('common:actions.login')}
            </Button>
            <Button component="a" href={config.signupUrl} target="_blank" rel="noopener noreferrer">
              {t('common:actions.signUp')}
            </Button>
          </Group>
        </nav>
      </Drawer>
    </header>
  )
}
