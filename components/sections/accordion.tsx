import { CopyText } from '@/components/copy-text';
import { Icon } from '@/components/icons';
import type { AccordionItem } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n';

type Props = {
  /** Groups the items: the browser keeps one item of a name open at a time. */
  name: string;
  items: AccordionItem[];
  /** The answers' links (a cited source) are labelled in this language. */
  locale: Locale;
  /** Which item starts open (0 by default; docs/decisions.md, section 6); null starts fully collapsed. */
  defaultOpen?: number | null;
  className?: string;
};

/**
 * One item open at a time; clicking the open item closes it. Built on native
 * <details name>, so it works the same with JavaScript off.
 */
export function Accordion({ name, items, locale, defaultOpen = 0, className = '' }: Props) {
  return (
    <div className={`divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10 ${className}`}>
      {items.map((item, i) => (
        <details
          key={item.title}
          name={name}
          open={i === defaultOpen}
          className="accordion-item group/acc"
        >
          <summary className="flex items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold hover:text-brand">
            <span className="min-w-0">{item.title}</span>
            <Icon
              name="chevronDown"
              className="size-5 shrink-0 text-brand transition-transform group-open/acc:rotate-180"
            />
          </summary>
          <div
            className="max-h-[500px] space-y-3 overflow-y-auto px-5 pb-5 text-ink-soft"
            data-accordion-panel
          >
            {item.content.split(/\n\s*\n/).map((p) => (
              <p key={p.slice(0, 40)}>
                <CopyText text={p} locale={locale} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
