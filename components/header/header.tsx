import { ClosureBanner } from '@/components/closure-notice';
import { buildDay, upcoming } from '@/lib/content/closures';
import { DesktopMenu } from '@/components/header/desktop-menu';
import { LanguageSwitch } from '@/components/header/language-switch';
import { MobileMenu } from '@/components/header/mobile-menu';
import { MenuLink, SectionSummary } from '@/components/header/page-path';
import { SearchLink } from '@/components/header/search-link';
import { StickyHeader } from '@/components/header/sticky-header';
import { Icon, LogoMark } from '@/components/icons';
import { SocialLinks } from '@/components/social-links';
import { buttonClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { clinic, formatAddress } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { headerMenu, type NavItem } from '@/lib/navigation';
import { internalHref, routes } from '@/lib/routes';

type Props = { locale: Locale };

/** The paths of a menu entry and every entry below it: its section. */
function sectionOf(item: NavItem): string[] {
  return [item.href, ...(item.children ?? []).flatMap(sectionOf)];
}

const flyoutLink =
  'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-[0.95rem] hover:bg-brand-light focus-visible:bg-brand-light aria-[current=page]:font-bold aria-[current=page]:text-brand';

/** Nested flyouts open on hover and on keyboard focus (CSS only), two levels deep. */
function Flyout({ items, locale, level }: { items: NavItem[]; locale: Locale; level: 2 | 3 }) {
  const shown =
    level === 2
      ? 'group-hover/l2:visible group-hover/l2:opacity-100 group-hover/l2:delay-0 group-focus-within/l2:visible group-focus-within/l2:opacity-100 group-focus-within/l2:delay-0 group-focus-within/l2:transition-none group-hover/l2:transition-none'
      : 'group-hover/l3:visible group-hover/l3:opacity-100 group-hover/l3:delay-0 group-focus-within/l3:visible group-focus-within/l3:opacity-100 group-focus-within/l3:delay-0 group-focus-within/l3:transition-none group-hover/l3:transition-none';
  return (
    <ul
      className={`invisible absolute top-0 left-full z-10 -mt-2 w-60 rounded-xl border border-ink/10 bg-white p-2 opacity-0 shadow-xl transition-[opacity,visibility] delay-150 ${shown}`}
    >
      {items.map((item) => (
        <li key={item.href} className={item.children ? 'group/l3 relative' : undefined}>
          <MenuLink href={internalHref(item.href, locale)} page={item.href} className={flyoutLink}>
            {item.label}
            {item.children ? <Icon name="chevronRight" className="size-4" /> : null}
          </MenuLink>
          {item.children ? <Flyout items={item.children} locale={locale} level={3} /> : null}
        </li>
      ))}
    </ul>
  );
}

function DesktopNav({ locale }: Props) {
  const t = dictionary(locale);
  const topLink =
    'inline-flex items-center gap-1 rounded-full px-3 py-2 font-semibold hover:bg-brand-light hover:text-brand-dark data-[active=true]:text-brand';
  return (
    <DesktopMenu label={t('mainNavigation')}>
      <ul className="flex items-center gap-0.5">
        {headerMenu(locale).map((item) => (
          <li key={item.label}>
            {item.children ? (
              <details data-dropdown className="group/dd relative">
                <SectionSummary className={topLink} section={sectionOf(item)}>
                  {item.label}
                  <Icon
                    name="chevronDown"
                    className="size-4 transition-transform group-open/dd:rotate-180"
                  />
                </SectionSummary>
                <ul className="absolute top-full left-0 z-20 mt-2 w-56 rounded-xl border border-ink/10 bg-white p-2 shadow-xl">
                  {item.children.map((child) => (
                    <li
                      key={`${child.href}${child.label}`}
                      className={child.children ? 'group/l2 relative' : undefined}
                    >
                      <MenuLink
                        href={internalHref(child.href, locale)}
                        page={child.href}
                        className={flyoutLink}
                      >
                        {child.label}
                        {child.children ? <Icon name="chevronRight" className="size-4" /> : null}
                      </MenuLink>
                      {child.children ? (
                        <Flyout items={child.children} locale={locale} level={2} />
                      ) : null}
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <MenuLink
                href={internalHref(item.href, locale)}
                page={item.href}
                className={topLink}
                section={sectionOf(item)}
              >
                {item.label}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
    </DesktopMenu>
  );
}

/** Tailwind needs literal class names: one group name per depth, so a parent's open state stays its own. */
const mobileGroups = [
  { group: 'group/m0', chevron: 'group-open/m0:rotate-180' },
  { group: 'group/m1', chevron: 'group-open/m1:rotate-180' },
  { group: 'group/m2', chevron: 'group-open/m2:rotate-180' },
] as const;

/** The mobile menu tree: every group is a native collapsible <details>. */
function MobileTree({ items, locale, depth }: { items: NavItem[]; locale: Locale; depth: number }) {
  const t = dictionary(locale);
  const style = mobileGroups[
    Math.min(depth, mobileGroups.length - 1)
  ] as (typeof mobileGroups)[number];
  return (
    <ul
      className={depth === 0 ? 'divide-y divide-ink/10' : 'ml-3 border-l-2 border-brand-light pl-3'}
    >
      {items.map((item) => (
        <li key={`${item.href}${item.label}`}>
          {item.children ? (
            <details className={style.group}>
              <summary className="flex items-center justify-between py-3 font-semibold">
                {item.label}
                <Icon
                  name="chevronDown"
                  className={`size-5 transition-transform ${style.chevron}`}
                />
              </summary>
              <div className="pb-2">
                {depth > 0 ? (
                  <SiteLink
                    locale={locale}
                    href={item.href}
                    className="block py-2 text-brand underline"
                  >
                    {t('overviewOf', { label: item.label })}
                  </SiteLink>
                ) : null}
                <MobileTree items={item.children} locale={locale} depth={depth + 1} />
              </div>
            </details>
          ) : (
            <MenuLink
              href={internalHref(item.href, locale)}
              page={item.href}
              className={`block ${depth === 0 ? 'py-3 font-semibold' : 'py-2'} aria-[current=page]:text-brand`}
            >
              {item.label}
            </MenuLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function MobileNav({ locale }: Props) {
  const t = dictionary(locale);
  return (
    <MobileMenu
      className="xl:hidden"
      summaryClassName="relative z-[60] grid size-11 place-items-center rounded-full border border-ink/15 bg-white"
      summary={
        <>
          <Icon name="menu" className="size-6 group-open/menu:hidden" />
          <Icon name="close" className="hidden size-6 group-open/menu:block" />
          <span className="sr-only group-open/menu:hidden">{t('openMenu')}</span>
          <span className="sr-only hidden group-open/menu:inline">{t('closeMenu')}</span>
        </>
      }
    >
      <div data-menu-backdrop className="fixed inset-0 z-40 bg-ink/50" />
      <div className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto overscroll-contain bg-white px-5 pt-20 pb-8 shadow-2xl">
        <LanguageSwitch
          locale={locale}
          className="mb-4 self-start border-2 border-brand-light px-4 py-2"
        />
        <nav aria-label={t('menu')}>
          <MobileTree items={headerMenu(locale)} locale={locale} depth={0} />
        </nav>
        <div className="mt-6 grid gap-3">
          <a
            href={internalHref(routes.appointment, locale)}
            className={buttonClass('accent', 'md')}
          >
            {t('bookAppointment')}
          </a>
          <SiteLink
            locale={locale}
            href={routes.newPatientSpecial}
            className={buttonClass('primary', 'md')}
          >
            {t('newPatientSpecial')}
          </SiteLink>
        </div>
        <div className="mt-6 space-y-3 text-sm">
          <a href={clinic.phone.href} className="flex items-center gap-2 font-semibold">
            <Icon name="phone" className="size-4 text-brand" />
            {clinic.phone.display}
          </a>
          <p className="flex items-start gap-2">
            <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-brand" />
            {formatAddress()}
          </p>
          <SocialLinks locale={locale} />
        </div>
      </div>
    </MobileMenu>
  );
}

/**
 * The shared header (SPEC.md sections 1, 2 and 4), rendered on the server in
 * the root layouts; its links learn the current page from page-path.tsx.
 */
export function Header({ locale, mainId = 'main' }: Props & { mainId?: string }) {
  const t = dictionary(locale);
  return (
    <StickyHeader className="sticky -top-9 z-40 bg-white transition-shadow lg:-top-[4.75rem]">
      <a
        href={`#${mainId}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <div className="group/banner flex h-9 items-center justify-between gap-3 bg-ink px-4 text-sm text-white lg:justify-center [&>[data-closure]:not([hidden])~[data-closure]]:hidden">
        <ClosureBanner locale={locale} closures={upcoming(buildDay)} today={buildDay} />
        <SiteLink
          locale={locale}
          href={routes.service('auto-injury')}
          className="min-w-0 truncate group-has-[[data-closure]:not([hidden])]/banner:hidden hover:underline"
          data-testid="auto-banner"
        >
          <span className="font-semibold">{t('involved')}</span>{' '}
          <span className="text-accent underline underline-offset-2">{t('involvedCta')} →</span>
        </SiteLink>
        {/* Below 1024 px search and the language switch sit here; from 1024 px in the info bar. */}
        <div className="flex shrink-0 items-center gap-3 lg:hidden">
          <SearchLink locale={locale} className="text-white" />
          <LanguageSwitch locale={locale} className="shrink-0" />
        </div>
      </div>
      <div className="hidden h-10 border-b border-ink/10 bg-cream text-sm lg:block">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-6">
          <p className="flex items-center gap-2">
            <Icon name="mapPin" className="size-4 text-brand" />
            <span className="sr-only">{t('address')}:</span>
            {formatAddress()}
          </p>
          <div className="flex items-center gap-5">
            <SiteLink
              locale={locale}
              href={routes.newPatientSpecial}
              className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-dark hover:underline"
            >
              {t('newPatientSpecial')}
              <Icon name="arrowRight" className="size-4" />
            </SiteLink>
            <SearchLink locale={locale} className="text-brand-dark" />
            <SocialLinks locale={locale} />
            <LanguageSwitch locale={locale} />
          </div>
        </div>
      </div>
      <div
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:h-[4.5rem] lg:px-6"
        data-header-row
      >
        <SiteLink
          locale={locale}
          href={routes.home}
          className="flex shrink-0 items-center gap-2.5"
          data-testid="logo"
        >
          <LogoMark className="size-9" />
          <span className="leading-tight">
            <span className="block text-lg font-extrabold tracking-tight">{clinic.shortName}</span>
            <span className="hidden text-xs text-ink-soft sm:block">
              {t('chiropractic')} &amp; {t('acupuncture')}
            </span>
          </span>
        </SiteLink>
        <DesktopNav locale={locale} />
        {/* The sticky row keeps a call action at every width, and booking from 640 px. */}
        <div className="flex shrink-0 items-center gap-2">
          <a
            href={clinic.phone.href}
            className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-brand px-3 font-semibold whitespace-nowrap text-white hover:bg-brand-dark md:px-4"
            data-testid="header-call"
          >
            <Icon name="phone" className="size-5 shrink-0" />
            <span className="sr-only">{t('callUs')} </span>
            <span className="sr-only md:not-sr-only">{clinic.phone.display}</span>
          </a>
          <span className="hidden sm:contents">
            <a
              href={internalHref(routes.appointment, locale)}
              className={buttonClass('accent', 'sm', 'h-11 whitespace-nowrap')}
            >
              {t('bookAppointment')}
            </a>
          </span>
          <MobileNav locale={locale} />
        </div>
      </div>
    </StickyHeader>
  );
}
