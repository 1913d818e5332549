// Importing one icon from the built @ds/icons ships that icon alone: its entry is bundled as an app's bundler
// would (ES modules, tree shaking, `sideEffects` honoured) and the icon components left in the bundle are counted.
import path from 'node:path';
import * as esbuild from 'esbuild';

/** The icon components an app's bundle keeps when it imports `names` from the package at `packageDir`. */
export async function iconsKept(packageDir, names) {
  const result = await esbuild.build({
    stdin: {
      contents: `import { ${names.join(', ')} } from './dist/index.js';\nexport default [${names.join(', ')}];`,
      resolveDir: packageDir,
    },
    bundle: true,
    write: false,
    format: 'esm',
    external: ['react', 'react/jsx-runtime'],
    outdir: path.join(packageDir, 'tree-shaking-check'),
    logLevel: 'silent',
  });
  const code = result.outputFiles.map((file) => file.text).join('\n');
  return [...code.matchAll(/function ([A-Za-z0-9]+Icon)\(/g)].map((match) => match[1]).sort();
}
