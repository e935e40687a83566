import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = 'tooling/lint-contract/fixtures';

/** The fixtures are kept out of `npm run lint`; here each is linted as if it stood where its rule applies. */
const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function rulesFiredOn(fixture: string, standsAt: string): Promise<string[]> {
  const text = readFileSync(`${ROOT}/${FIXTURES}/${fixture}`, 'utf8');
  const [result] = await eslint.lintText(text, { filePath: `${ROOT}/${standsAt}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint contract', { timeout: 60_000 }, () => {
  it.each([
    ['router-outside-facade.tsx', 'mf-store/src/features/search/router-outside-facade.tsx', 'no-restricted-imports'],
    ['memory-router-in-page.tsx', 'mf-landing/src/features/hero/memory-router-in-page.tsx', 'no-restricted-imports'],
    [
      'feature-imports-feature.ts',
      'mf-store/src/features/category/feature-imports-feature.ts',
      'import-x/no-restricted-paths',
    ],
    ['ui-imports-feature.ts', 'mf-store/src/ui/ui-imports-feature.ts', 'import-x/no-restricted-paths'],
    ['undeclared-dependency.ts', 'mf-checkout/src/lib/undeclared-dependency.ts', 'import-x/no-extraneous-dependencies'],
    ['test-kit-in-app.ts', 'mf-admin/src/ui/test-kit-in-app.ts', 'import-x/no-extraneous-dependencies'],
    ['query-missing-key.ts', 'mf-store/src/lib/query-missing-key.ts', '@tanstack/query/exhaustive-deps'],
    ['cycle-a.ts', `${FIXTURES}/cycle-a.ts`, 'import-x/no-cycle'],
    [
      'search-params-in-console.tsx',
      'mf-admin/src/features/orders/list/search-params-in-console.tsx',
      'no-restricted-imports',
    ],
    ['request-outside-api.ts', 'mf-admin/src/features/news/request-outside-api.ts', 'no-restricted-imports'],
    ['fetch-outside-api.ts', 'mf-admin/src/features/news/fetch-outside-api.ts', 'no-restricted-globals'],
    ['fetch-outside-api.ts', 'mf-admin/src/ui/fetch-outside-api.ts', 'no-restricted-properties'],
    ['styled-table-in-feature.tsx', 'mf-admin/src/features/news/styled-table-in-feature.tsx', 'no-restricted-syntax'],
    [
      'bundled-imports-schema-value.ts',
      'shared/src/bundled/rules/format/bundled-imports-schema-value.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'fan-imports-console-schemas.ts',
      'mf-store/src/lib/fan-imports-console-schemas.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
    ['module-imports-wiring.ts', 'mock-api/src/modules/cart/module-imports-wiring.ts', 'import-x/no-restricted-paths'],
    ['http-imports-module.ts', 'mock-api/src/http/http-imports-module.ts', 'import-x/no-restricted-paths'],
    [
      'platform-imports-module.ts',
      'mock-api/src/platform/mail/platform-imports-module.ts',
      'import-x/no-restricted-paths',
    ],
    [
      'module-imports-module-file.ts',
      'mock-api/src/modules/contact/module-imports-module-file.ts',
      'import-x/no-restricted-paths',
    ],
    ['query-outside-repository.ts', 'mock-api/src/modules/cart/query-in-service.ts', 'no-restricted-syntax'],
    [
      'raw-sql-outside-repository.ts',
      'mock-api/src/modules/cart/raw-sql-in-route.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
    ['factory-repository.ts', 'mock-api/src/modules/cart/repository.ts', 'no-restricted-syntax'],
  ])('when %s is linted as %s, then %s fails it', async (fixture, standsAt, rule) => {
    expect(await rulesFiredOn(fixture, standsAt)).toContain(rule);
  });

  it('when a test uses MemoryRouter, then the router rule stays quiet', async () => {
    const fired = await rulesFiredOn('memory-router-in-page.tsx', 'mf-landing/src/features/hero/in-page.test.tsx');
    expect(fired).not.toContain('no-restricted-imports');
  });

  it('when a test uses the test kit, then the dependency rule stays quiet', async () => {
    const fired = await rulesFiredOn('test-kit-in-app.ts', 'mf-admin/src/ui/in-app.test.ts');
    expect(fired).not.toContain('import-x/no-extraneous-dependencies');
  });

  it('when the same import of a package is declared by the app, then the dependency rule stays quiet', async () => {
    const fired = await rulesFiredOn(
      'undeclared-dependency.ts',
      'shared/src/singletons/schemas/undeclared-dependency.ts',
    );
    expect(fired).not.toContain('import-x/no-extraneous-dependencies');
  });

  it.each([
    ['request-outside-api.ts', 'mf-admin/src/features/news/api/request-outside-api.ts', 'no-restricted-imports'],
    ['fetch-outside-api.ts', 'mf-admin/src/lib/admin-api/fetch-outside-api.ts', 'no-restricted-globals'],
    ['styled-table-in-feature.tsx', 'mf-admin/src/ui/styled-table-in-feature.tsx', 'no-restricted-syntax'],
  ])('when %s stands where the console kit allows it (%s), then %s stays quiet', async (fixture, standsAt, rule) => {
    expect(await rulesFiredOn(fixture, standsAt)).not.toContain(rule);
  });

  it('when a module imports another through its index.ts, then the paths rule stays quiet', async () => {
    const fired = await rulesFiredOn(
      'module-imports-module-index.ts',
      'mock-api/src/modules/contact/module-imports-module-index.ts',
    );
    expect(fired).not.toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['query-outside-repository.ts', 'mock-api/src/modules/cart/console/repository.ts', 'no-restricted-syntax'],
    [
      'raw-sql-outside-repository.ts',
      'mock-api/src/modules/cart/raw-sql-repository.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
  ])('when %s stands in a repository (%s), then %s stays quiet', async (fixture, standsAt, rule) => {
    expect(await rulesFiredOn(fixture, standsAt)).not.toContain(rule);
  });

  it('when a bundled entry imports the schemas as types, then the schemas rule stays quiet', async () => {
    const fired = await rulesFiredOn(
      'bundled-imports-schema-type.ts',
      'shared/src/bundled/rules/format/bundled-imports-schema-type.ts',
    );
    expect(fired).not.toContain('@typescript-eslint/no-restricted-imports');
  });
});
