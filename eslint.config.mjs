import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'uploads/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'tmp/**'] },
];

export default config;
