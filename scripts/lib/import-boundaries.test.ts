// The workspaces' import boundaries (eslint-boundaries.mjs) as the lint run applies them: a deliberate import across
// a boundary fails, and the imports the graph allows pass.
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rules that refuse `code` if it were the file at `file` (a path in the repository). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, {
    filePath: path.join(repoRoot, file),
  });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const RELATIVE = 'import-x/no-relative-packages';
const UNDECLARED = 'import-x/no-extraneous-dependencies';

describe('import boundaries', () => {
  it.each([
    ['the tokens import the UI', 'packages/tokens/src/x.ts', "import { Button as value } from '@ds/ui';"],
    ['the icons import the UI', 'packages/icons/src/x.ts', "import { Button as value } from '@ds/ui';"],
    [
      'the UI imports the site',
      'packages/ui/src/x.ts',
      "import { variantConfigs as value } from '@ds/site/data';",
    ],
    [
      'the UI imports a product entry',
      'packages/ui/src/x.ts',
      "import { STATES as value } from '@ds/product/constants';",
    ],
    [
      'the UI takes a value from the address package',
      'packages/ui/src/x.ts',
      "import { AU_STATES as value } from '@ds/address/types';",
    ],
    [
      'the product imports the site',
      'packages/product/src/x.ts',
      "import { siteOrigin as value } from '@ds/site/data';",
    ],
    [
      'the server imports a React entry',
      'apps/server/src/x.ts',
      "import { CompareCovers as value } from '@ds/product/compare';",
    ],
    ['the server imports the UI', 'apps/server/src/x.ts', "import { cx as value } from '@ds/ui/utils';"],
    [
      'a package imports the web app',
      'packages/site/src/x.ts',
      "import { styleGuidePages as value } from '@ds/web/styleguide/registry';",
    ],
  ])('refuses an import across the graph: %s', async (_, file, code) => {
    expect(await refusals(file, code)).toContain(RESTRICTED);
  });

  it.each([
    [
      'a product test reaches into the UI’s source',
      'packages/product/src/x.test.tsx',
      "import { expectNoAxeViolations as value } from '../../ui/src/test-utils/axe';",
    ],
    [
      'the server reaches into the tools',
      'apps/server/src/x.ts',
      "import { exportDir as value } from '../../../scripts/lib/paths.mjs';",
    ],
    [
      'a browser test reaches into a package',
      'e2e/x.spec.ts',
      "import { siteOrigin as value } from '../packages/site/src/data/brand';",
    ],
  ])('refuses a relative import into another workspace: %s', async (_, file, code) => {
    expect(await refusals(file, code)).toContain(RELATIVE);
  });

  it.each([
    [
      'the UI takes types from the address package',
      'packages/ui/src/x.ts',
      "import type { AuState } from '@ds/address/types';\nconst value: AuState = 'NSW';",
    ],
    [
      'the product builds on the UI',
      'packages/product/src/x.ts',
      "import { Button as value } from '@ds/ui';",
    ],
    [
      'the server takes the product data and rules',
      'apps/server/src/x.ts',
      "import { products as value } from '@ds/product/data';",
    ],
    [
      'the server takes the site data',
      'apps/server/src/x.ts',
      "import { siteOrigin as value } from '@ds/site/data';",
    ],
    [
      'the web app takes every package',
      'apps/web/src/x.ts',
      "import { CompareCovers as value } from '@ds/product/compare';",
    ],
    [
      'a browser test takes a package by name',
      'e2e/x.spec.ts',
      "import { siteOrigin as value } from '@ds/site/data';",
    ],
  ])('allows what the graph allows: %s', async (_, file, code) => {
    expect(await refusals(file, code)).not.toContain(RESTRICTED);
    expect(await refusals(file, code)).not.toContain(RELATIVE);
  });

  it.each([
    ['the UI imports a package it does not declare', 'packages/ui/src/x.ts', "import value from 'ajv';"],
    ['the icons import a root dev tool', 'packages/icons/src/x.ts', "import value from 'prettier';"],
    ['the web app imports a server package', 'apps/web/src/x.ts', "import value from 'ioredis';"],
  ])('refuses an import the workspace does not declare: %s', async (_, file, code) => {
    expect(await refusals(file, code)).toContain(UNDECLARED);
  });

  it('allows a declared package, and a root dev tool in a test', async () => {
    expect(
      await refusals('packages/ui/src/x.ts', "import { useCombobox as value } from 'downshift';"),
    ).not.toContain(UNDECLARED);
    expect(await refusals('packages/ui/src/x.test.ts', "import value from 'ajv';")).not.toContain(UNDECLARED);
  });
});
