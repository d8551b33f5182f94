/**
 * Whether this build is the stock yardstick of the navigation bench
 * (scripts/bench-links.ts builds it with NEXT_PUBLIC_LINKS=stock): router
 * links are StockLink (next/link), and NavigationIntent is not mounted. A
 * plain module, so server components read the value itself.
 */
export const stockLinks = process.env.NEXT_PUBLIC_LINKS === 'stock';
