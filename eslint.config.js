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
 * Imports flow one way (docs/architecture.md §2):
 * lib, contract -> feedback -> ui (design system) | api, session, offline -> lookups -> forms -> widgets
 * -> shell, features -> routes; no feature imports another; server/ and sw/ never import browser code
 * other than src/contract and src/lib.
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
  ...['api', 'offline', 'session', 'ui', 'audit', 'lookups', 'forms', 'widgets', 'feedback'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/shell', './src/routes'],
    message: `src/${layer} não importa features, shell nem rotas.`,
  })),
  {
    target: './src/feedback',
    from: './src',
    except: ['./feedback', './lib'],
    message: 'src/feedback (o estado de alerta e carregamento) só importa src/lib.',
  },
  {
    target: './src/ui',
    from: './src',
    except: ['./ui', './lib', './contract', './feedback'],
    message: 'src/ui é o design system: só importa src/lib, src/contract e src/feedback.',
  },
  {
    target: ['./src/api', './src/session', './src/offline'],
    from: ['./src/ui', './src/lookups', './src/forms', './src/widgets'],
    message: 'api, session e offline ficam abaixo da interface: não importam ui, lookups, forms nem widgets.',
  },
  {
    target: './src/lookups',
    from: './src',
    except: ['./lookups', './api', './contract', './lib', './session'],
    message: 'src/lookups só importa src/api, src/contract, src/lib e src/session.',
  },
  {
    target: './src/forms',
    from: './src',
    except: ['./forms', './ui', './api', './offline', './contract', './lib', './feedback'],
    message: 'src/forms só importa src/ui, src/api, src/offline, src/contract, src/lib e src/feedback.',
  },
  {
    target: './src/widgets',
    from: './src',
    except: ['./widgets', './ui', './lookups', './forms', './contract', './lib'],
    message: 'src/widgets só importa src/ui, src/lookups, src/forms, src/contract e src/lib.',
  },
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

const serverDomains = fs.existsSync('server/domains')
  ? fs
      .readdirSync('server/domains', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * Server domain boundaries (docs/architecture.md): a domain calls another only through its public
 * face, `service.ts`; its repository and other files stay internal. server/lib, server/plugins and
 * server/db sit below the domains and never import them (server/app.ts composes the routes).
 */
const serverZones = [
  ...serverDomains.map((name) => ({
    target: `./server/domains/${name}`,
    from: './server/domains',
    except: [
      `./${name}`,
      ...serverDomains.filter((other) => other !== name).map((other) => `./${other}/service.ts`),
    ],
    message: 'Um domínio do servidor só importa a face pública (service.ts) de outro domínio.',
  })),
  {
    target: ['./server/lib', './server/plugins', './server/db'],
    from: './server/domains',
    message: 'server/lib, server/plugins e server/db ficam abaixo dos domínios e não os importam.',
  },
];

const FUNCTION_TYPES = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

/**
 * React clears an event's currentTarget once its handler returns, so a handler that reads
 * `event.currentTarget.value` inside a state updater, a timer or a promise callback crashes
 * ("Cannot read properties of null"). Read the value into a constant in the handler itself; the
 * rule flags `<param>.currentTarget` / `<param>.target` read in a function nested in the one that
 * received the parameter.
 */
const eventReadInNestedFunction = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      nested:
        '{{name}}.{{property}} lido dentro de uma função aninhada (atualizador de estado, timer, promessa): o React já limpou o evento. Leia o valor numa constante no próprio handler.',
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        if (node.property.name !== 'currentTarget' && node.property.name !== 'target') return;
        if (node.object.type !== 'Identifier') return;
        let scope = context.sourceCode.getScope(node);
        let variable = null;
        for (; scope && !variable; scope = scope.upper) {
          const ref = scope.references.find((r) => r.identifier === node.object);
          if (ref) variable = ref.resolved;
        }
        const def = variable?.defs[0];
        if (!def || def.type !== 'Parameter') return;
        let fn = node.parent;
        while (fn && !FUNCTION_TYPES.has(fn.type)) fn = fn.parent;
        if (fn && fn !== def.node) {
          context.report({
            node,
            messageId: 'nested',
            data: { name: node.object.name, property: node.property.name },
          });
        }
      },
    };
  },
};

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
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      local: { rules: { 'event-read-in-nested-function': eventReadInNestedFunction } },
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'local/event-read-in-nested-function': 'error',
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
  {
    // Type-only imports do not count: they vanish from the emitted code.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    // The files no-cycle reads to follow imports (by default import-x reads only .js).
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
