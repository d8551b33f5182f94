import { Icon, type IconName } from '@/components/icons';
import { steps as stepSets } from '@/lib/content/pages';
import type { StepsVariant } from '@/lib/content/schemas';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';

type Props = {
  locale: Locale;
  /** The set of steps that is true for the page (content/steps.yaml). */
  variant: StepsVariant;
};

const icons: readonly IconName[] = ['calendar', 'check', 'arrowRight'];

/** The three-step process: book, consultation, plan, in the variant the page chooses. */
export function ThreeSteps({ locale, variant }: Props) {
  const t = dictionary(locale);
  const steps = stepSets()[locale][variant].map((step, i) => ({
    ...step,
    icon: icons[i] ?? 'check',
  }));
  return (
    <section aria-labelledby="three-steps" className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <p className="text-sm font-bold tracking-wider text-brand uppercase">{t('stepsKicker')}</p>
        <h2 id="three-steps" className="mt-2 text-2xl font-extrabold sm:text-3xl">
          {t('stepsTitle')}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-brand text-white">
                  <Icon name={step.icon} />
                </span>
                <span className="text-sm font-bold tracking-wider text-brand uppercase">
                  {t('step')} {i + 1}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
