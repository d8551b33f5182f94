/**
 * Whether a vendor URL answers at all. A no-cors request resolves with an
 * opaque response when the host is up and rejects when it is blocked,
 * offline or unknown, which a frame's load event cannot tell apart.
 */
export async function reachable(url: string, timeoutMs = 8000): Promise<boolean> {
  if (!url) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetch(url, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'strict-origin-when-cross-origin',
      signal: controller.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
