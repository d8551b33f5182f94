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
