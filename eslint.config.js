import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './tools/eslint-boundaries.js';
import { importGraph } from './tools/eslint-import-graph.js';
import { tableOwners } from './tools/eslint-table-owners.js';
import { moduleEntry } from './tools/eslint-module-entry.js';
import { webApiTypes } from './tools/eslint-web-api-types.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'server/db/migrations/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: {
      local: { rules: { boundaries, 'import-graph': importGraph, 'table-owners': tableOwners, 'module-entry': moduleEntry, 'web-api-types': webApiTypes } },
    },
    rules: {
      'local/boundaries': 'error',
      'local/import-graph': 'error',
      'local/table-owners': 'error',
      'local/module-entry': 'error',
      'local/web-api-types': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
