type Props = {
  /** What the widget is doing, or '' while there is nothing to say. */
  message: string;
  /** Shown as a line over the fallback panel; otherwise heard only (the button says it too). */
  shown: boolean;
};

/**
 * A widget's live status line. It is in the page, empty, from the first
 * render, and only its words change: a screen reader announces a change in
 * an existing status region, not one inserted with its text already in it.
 * Shown, it keeps the height of one line even while empty, so the words
 * arriving move nothing.
 */
export function WidgetStatus({ message, shown }: Props) {
  return (
    <p
      role="status"
      className={
        shown
          ? 'min-h-10 shrink-0 bg-cream px-6 pt-5 text-sm font-semibold text-ink-soft'
          : 'sr-only'
      }
    >
      {message}
    </p>
  );
}
