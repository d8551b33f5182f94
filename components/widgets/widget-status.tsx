import type { ReactNode } from 'react';

type Props = {
  failed: boolean;
  loadingLabel: string;
  unavailableLabel: string;
  fallback: ReactNode;
  className: string;
};

/** On a widget's own page: a status line over the ways to reach us, while it loads and if it cannot. */
export function WidgetStatus({
  failed,
  loadingLabel,
  unavailableLabel,
  fallback,
  className,
}: Props) {
  return (
    <div className={`flex flex-col ${className}`}>
      <p role="status" className="px-6 pt-5 text-sm font-semibold text-ink-soft">
        {failed ? unavailableLabel : loadingLabel}
      </p>
      <div className="flex-1">{fallback}</div>
    </div>
  );
}
