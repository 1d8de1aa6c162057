import fc from 'fast-check';

// Test support (property tests of return addresses, domain and server alike): not imported by product code.

/** Pieces of an address an attacker strings together: dot segments and their encodings, slashes, backslashes, schemes, tabs and newlines. */
export const attackerPiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252e',
  '%00',
  '%09',
  '%0a',
  '\t',
  '\n',
  '\r',
  ' ',
  '@',
  ':',
  '?',
  '#',
  'evil.example',
  'localhost:3000',
  'a',
  'auction',
  'x',
  'https:',
  'http:',
  'javascript:',
  'data:',
);

/** A return value an attacker might send: one to ten pieces. */
export const attackerReturnValue = fc.array(attackerPiece, { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
