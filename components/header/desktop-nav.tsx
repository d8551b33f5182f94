import { DesktopMenu } from '@/components/header/desktop-menu';
import { MenuLink, SectionSummary } from '@/components/navigation/menu-marks';
import { Icon } from '@/components/icons';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { headerMenu, type NavItem } from '@/lib/navigation';
import { internalHref } from '@/lib/routes';

type Props = { locale: Locale };

/** The paths of a menu entry and every entry below it: its section. */
function sectionOf(item: NavItem): string[] {
  return [item.href, ...(item.children ?? []).flatMap(sectionOf)];
}

const flyoutLink =
  'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-[0.95rem] hover:bg-brand-light focus-visible:bg-brand-light aria-[current=page]:font-bold aria-[current=page]:text-brand';

/**
 * Nested flyouts open on hover and on keyboard focus (CSS only), two levels
 * deep, to the side of their entry that has room (app/globals.css: data-flyout).
 * A flyout not shown is `display: none`, not only invisible: placing the hidden
 * ones by their anchors was most of the layout of a dropdown's opening tap
 * (about 25 ms of a phone's main thread at 4x CPU). Its display changes at the
 * end of the 150 ms closing delay (`transition-discrete`), so it still lingers.
 */
function Flyout({ items, locale, level }: { items: NavItem[]; locale: Locale; level: 2 | 3 }) {
  const shown =
    level === 2
      ? 'group-hover/l2:block group-hover/l2:visible group-hover/l2:opacity-100 group-hover/l2:delay-0 group-focus-within/l2:block group-focus-within/l2:visible group-focus-within/l2:opacity-100 group-focus-within/l2:delay-0 group-focus-within/l2:transition-none group-hover/l2:transition-none'
      : 'group-hover/l3:block group-hover/l3:visible group-hover/l3:opacity-100 group-hover/l3:delay-0 group-focus-within/l3:block group-focus-within/l3:visible group-focus-within/l3:opacity-100 group-focus-within/l3:delay-0 group-focus-within/l3:transition-none group-hover/l3:transition-none';
  return (
    <ul
      data-flyout=""
      className={`invisible absolute top-0 left-full z-10 -mt-2 hidden w-60 rounded-xl border border-ink/10 bg-white p-2 opacity-0 shadow-xl transition-[opacity,visibility,display] transition-discrete delay-150 ${shown}`}
    >
      {items.map((item) => (
        <li
          key={item.href}
          className={item.children ? 'group/l3 relative' : undefined}
          data-flyout-anchor={item.children ? '' : undefined}
        >
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

export function DesktopNav({ locale }: Props) {
  const t = dictionary(locale);
  const topLink =
    'inline-flex items-center gap-1 rounded-full px-3 py-2 font-semibold hover:bg-brand-light hover:text-brand-dark data-[active=true]:text-brand';
  return (
    <DesktopMenu label={t('mainNavigation')}>
      <ul className="flex flex-wrap items-center gap-0.5">
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
                      data-flyout-anchor={child.children ? '' : undefined}
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
