import { render, screen, within } from '@testing-library/react';
import { PostBody } from '@/components/pages/post-page';
import { getPost, getPosts, type Post } from '@/lib/blog';

describe('PostBody', () => {
  it('splits the summary of a post without an article into paragraphs', () => {
    const post: Post = {
      ...(getPosts('en')[0] as Post),
      body: null,
      content:
        'The first paragraph of a post that has no dedicated article body.\n\nThe second paragraph, written\nacross two lines.\n\nThe third paragraph.',
    };
    render(<PostBody post={post} locale="en" />);
    const paragraphs = within(screen.getByTestId('plain-content')).getAllByText(/paragraph/);
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'The first paragraph of a post that has no dedicated article body.',
      'The second paragraph, written across two lines.',
      'The third paragraph.',
    ]);
  });

  it('renders an article with captioned tables and links in the reader’s language', () => {
    const post = getPost('es', 'chiropractic-care-tech-neck-issues');
    if (!post) throw new Error('missing post');
    const { container } = render(<PostBody post={post} locale="es" />);
    expect(screen.queryByTestId('plain-content')).toBeNull();
    // The shared note ends every article, its link in the reader's language.
    const note = within(screen.getByTestId('article-note')).getByRole('link');
    expect(note.getAttribute('href')).toMatch(/^\/es\/.+\/$/);
    expect(container.querySelector('[data-testid="article-note"]')?.textContent).not.toMatch(
      /\{\{/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Puntos clave' })).toBeInTheDocument();
    expect(container.querySelector('table caption')?.textContent).toBeTruthy();
    expect(container.querySelectorAll('th[scope="col"]').length).toBeGreaterThan(1);
    const internal = Array.from(container.querySelectorAll('a[href^="/"]')).map((a) =>
      a.getAttribute('href'),
    );
    expect(internal.length).toBeGreaterThan(2);
    for (const href of internal) expect(href).toMatch(/^\/es\/.*\/$/);
    expect(container.querySelector('a[href="tel:+19135550142"]')).not.toBeNull();
    for (const a of container.querySelectorAll('a[href^="http"]')) {
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAttribute('target', '_blank');
    }
  });
});
