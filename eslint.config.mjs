import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // CommonJS configuration files read by tools that require them.
    files: ['*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Content is the lowest layer of lib/: the loaders and their checks read files and
    // fill clinic facts; the UI words, the opening hours' layout and the editor build on
    // them, never the other way round (lib/content/README.md).
    files: ['lib/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(@/lib/|(\.\./)+)(ui|placeholders|hours|cms)(/|$)`,
              message:
                'lib/content is the lowest layer: move what it needs from ui, placeholders, hours or cms down into it.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'deploy/**',
      '.wrangler/**',
      '.bench/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'scripts/postbuild/__fixtures__/next-export/**',
    ],
  },
];

export default config;
