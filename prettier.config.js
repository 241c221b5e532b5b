/** Formatting is not a matter for review: `npm run format` writes it, `npm test` checks it. */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 140,
  trailingComma: 'all',
}
