// @ts-check
import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * Imports flow one way (ARCHITECTURE.md §3):
 * lib, contract -> api, offline, session, ui -> shell, features -> routes; no feature imports another;
 * server/ and sw/ never import browser code other than src/contract and src/lib.
 */
const zones = [
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'src/lib é a base: não importa outras camadas.',
  },
  {
    target: './src/contract',
    from: './src',
    except: ['./contract', './lib'],
    message: 'src/contract só importa src/lib.',
  },
  ...['api', 'offline', 'session', 'ui', 'audit'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/shell', './src/routes'],
    message: `src/${layer} não importa features, shell nem rotas.`,
  })),
  {
    target: './src/shell',
    from: ['./src/features', './src/routes'],
    message: 'src/shell não importa features nem rotas.',
  },
  {
    target: './src/features',
    from: ['./src/routes', './src/shell'],
    message: 'Uma feature não importa rotas nem o shell.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Uma feature não importa outra feature: componha as duas na rota.',
  })),
  {
    target: './server',
    from: './src',
    except: ['./contract', './lib'],
    message: 'O servidor só importa src/contract e src/lib do código do navegador.',
  },
  {
    target: './sw',
    from: './src',
    except: ['./contract', './lib', './offline'],
    message: 'O service worker só importa src/contract, src/lib e src/offline.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'dev-dist/**',
    ],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use exportações nomeadas.' },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.config.{ts,js}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
