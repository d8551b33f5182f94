import { localizePath } from '@/lib/i18n';
import { notFoundCase, notFoundScript } from '@/lib/not-found';
import { routes } from '@/lib/routes';

const injuries = routes.category('injuries');

describe('notFoundCase', () => {
  it.each([
    ['/nope/', 'en', 'generic'],
    ['/es/nada/', 'es', 'generic'],
    ['/es', 'es', 'generic'],
    ['/services/massage/', 'en', 'generic'],
    ['/services/chiropractic/unknown/', 'en', 'service'],
    ['/services/chiropractic/spine-related/nope/', 'en', 'service'],
    ['/es/services/chiropractic/injuries/nope/', 'es', 'injury'],
    ['/blog/no-such-post/', 'en', 'post'],
    ['/ES/BLOG/X/', 'es', 'post'],
    // The folders in Spanish words, as the Spanish pages' addresses have them.
    [`${localizePath(injuries, 'es')}nada/`, 'es', 'injury'],
    [`${localizePath(routes.service('chiropractic'), 'es')}x/y/`, 'es', 'service'],
    [`${localizePath(routes.blog, 'es')}nada/`, 'es', 'post'],
    [`${localizePath(routes.services, 'es')}masaje/`, 'es', 'generic'],
  ])('%s is a %s %s 404', (path, locale, kind) => {
    expect(notFoundCase(path)).toEqual({ locale, kind });
  });

  it('inlines a self-contained script that sets the language before paint', () => {
    document.documentElement.removeAttribute('data-case');
    window.history.pushState({}, '', `${localizePath(injuries, 'es')}nada/`);
    new Function(notFoundScript)();
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.getAttribute('data-locale')).toBe('es');
    expect(document.documentElement.getAttribute('data-case')).toBe('injury');
  });
});
