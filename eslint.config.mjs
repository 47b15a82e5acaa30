import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Pages, route handlers and components reach the database only through lib/ functions (lib/users,
// lib/courses…), so queries stay in one layer that tests can call. Types may still be imported: they
// vanish at build time.
const noDatabaseAccess = {
  files: ['app/**', 'components/**', 'lib/practice/exercises/*/ui/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['drizzle-orm', 'drizzle-orm/*'],
            allowTypeImports: true,
            message: 'Query the database in a lib/ function (e.g. lib/users/), not in app/ or components/.',
          },
          {
            group: ['@/lib/db', '@/lib/db/*', '**/lib/db', '**/lib/db/*'],
            allowTypeImports: true,
            message: 'Query the database in a lib/ function (e.g. lib/users/), not in app/ or components/.',
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  noDatabaseAccess,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'uploads/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'tmp/**', '.e2e-shuffled/**'] },
];

export default config;
