/**
 * A demo deploy (SITE_ENV=demo, lib/launch.ts) says so on every page and keeps every page out
 * of search engines: the notice above the header, `noindex` in each page's metadata, and the
 * X-Robots-Tag header on every response. A real or local build shows none of it.
 */
import { render, screen } from '@testing-library/react';
import { DemoNotice } from '@/components/demo-notice';
import { buildMetadata } from '@/lib/metadata';
import { headerRules } from '@/scripts/postbuild/headers';
import { dictionary } from '@/lib/ui';

const page = { title: 'Home', description: 'A description.', path: '/', locale: 'en' } as const;

describe('a demo deploy', () => {
  const before = process.env.SITE_ENV;
  afterEach(() => {
    if (before === undefined) delete process.env.SITE_ENV;
    else process.env.SITE_ENV = before;
  });

  it('says it is a demo, in the page’s language, and in both on the 404 page', () => {
    process.env.SITE_ENV = 'demo';
    const { unmount } = render(<DemoNotice locale="es" />);
    expect(screen.getByRole('note')).toHaveTextContent(dictionary('es')('demoNotice'));
    unmount();
    render(<DemoNotice />);
    expect(screen.getByRole('note')).toHaveTextContent(dictionary('en')('demoNotice'));
    expect(screen.getByRole('note')).toHaveTextContent(dictionary('es')('demoNotice'));
  });

  it('keeps every page out of search engines', () => {
    process.env.SITE_ENV = 'demo';
    expect(buildMetadata(page).robots).toEqual({ index: false, follow: false });
    const site = headerRules('default-src').find((r) => r.path === '/*');
    expect(site?.headers).toContainEqual(['X-Robots-Tag', 'noindex, nofollow']);
  });

  it('shows none of it on a real or local build', () => {
    delete process.env.SITE_ENV;
    const { container } = render(<DemoNotice locale="en" />);
    expect(container).toBeEmptyDOMElement();
    expect(buildMetadata(page).robots).toBeUndefined();
    const site = headerRules('default-src').find((r) => r.path === '/*');
    expect(site?.headers.map(([name]) => name)).not.toContain('X-Robots-Tag');
  });
});
