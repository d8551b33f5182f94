import { LanguageSwitch } from '@/components/header/language-switch';
import { MobileMenu } from '@/components/header/mobile-menu';
import { MenuLink } from '@/components/navigation/menu-marks';
import { Icon } from '@/components/icons';
import { SocialLinks } from '@/components/social-links';
import { buttonClass } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { clinic, formatAddress } from '@/lib/content/clinic';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { headerMenu, type NavItem } from '@/lib/navigation';
import { internalHref, routes } from '@/lib/routes';

type Props = { locale: Locale };

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

export function MobileNav({ locale }: Props) {
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
      <div className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto overscroll-contain bg-white px-5 pt-20 pb-8">
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
          <a href={clinic().phone.href} className="flex items-center gap-2 font-semibold">
            <Icon name="phone" className="size-4 text-brand" />
            {clinic().phone.display}
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
