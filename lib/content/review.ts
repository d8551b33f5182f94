/** A health page's medical review: who read it for accuracy, when, and when its text changed. */
export type Review = { reviewedBy?: string; lastReviewed?: string; updated?: string };

export function reviewOf(copy: Review): Review {
  return {
    ...(copy.reviewedBy ? { reviewedBy: copy.reviewedBy } : {}),
    ...(copy.lastReviewed ? { lastReviewed: copy.lastReviewed } : {}),
    ...(copy.updated ? { updated: copy.updated } : {}),
  };
}

/** Whether a health page has its medical review: a reviewer and the day. */
export const isReviewed = (review: Review) => Boolean(review.reviewedBy && review.lastReviewed);

/** The longest a review stands before the editor's preview asks for another. */
export const REVIEW_MONTHS = 12;

/** Whether a review of `lastReviewed` is older than twelve months on `today` (YYYY-MM-DD). */
export function reviewIsOld(lastReviewed: string, today: string): boolean {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 - REVIEW_MONTHS, d)).toISOString().slice(0, 10);
  return lastReviewed < limit;
}
