// `npm run props-docs`: writes the style guide's props tables from the components' props types and their doc
// comments (see lib/props-docs.mjs). `--check` writes nothing and fails when a table is stale or a prop has no
// doc comment; the unit test scripts/lib/props-docs.test.ts runs the same check.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, outDir, staleFiles } from './lib/props-docs.mjs';
import { repoRoot } from './lib/paths.mjs';

const { files, problems } = await build();
for (const problem of problems) console.error(problem);
if (process.argv.includes('--check')) {
  const stale = await staleFiles(files);
  for (const file of stale) console.error(`${file} is stale: run npm run props-docs`);
  if (stale.length > 0 || problems.length > 0) process.exit(1);
} else {
  await mkdir(outDir, { recursive: true });
  for (const [file, contents] of files) await writeFile(file, contents);
  console.log(`Wrote ${files.size} props tables to ${path.relative(repoRoot, outDir)}`);
  if (problems.length > 0) process.exit(1);
}
