'use client';

import { ErrorScreen } from '@/components/error-screen';

export default function Error({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorScreen locale="en" error={error} reset={reset} />;
}
