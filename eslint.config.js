// Type-aware linting, as TanStack's own repositories do: typescript-eslint's checked rules over every
// TypeScript file, React's hook rules over the components. `npm test` runs it; no rule is switched off wholesale.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    ignores: [
      'server/ai/embedded/word-vectors/data.ts',
      'server/ai/embedded/harm-model-data.ts',
      'dist/',
      '.output/',
      '.tanstack/',
      'public/',
      'app/routeTree.gen.ts',
      'tests/unit/fixtures/prod-dist/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    // A leading underscore marks a name left out on purpose ('const { alt: _alt, ...rest }').
    rules: {
      // The router's redirect() and notFound() and the rate limiter's refusal are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
            { from: 'package', package: 'rate-limiter-flexible', name: 'RateLimiterRes' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  { files: ['app/**/*.tsx', 'app/**/*.ts'], extends: [reactHooks.configs.flat.recommended] },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked], languageOptions: { globals: { process: 'readonly' } } },
)
