// The one code style of the tree, checked by `npm run lint` (prettier --check). The choices are the
// ones the code was already written in (single quotes, semicolons, trailing commas, arrows with
// parentheses); the width is what a reviewer reads side by side on one screen.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
  endOfLine: 'lf',
};
