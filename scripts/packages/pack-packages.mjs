// Packs each built package (packages/<name>/package/) with `npm pack` into .packs/, then checks what a consumer
// would install: publint on the package, @arethetypeswrong/cli on the tarball (ES modules only: node16 from ES
// modules and bundlers must resolve every entry's types), the tarball's files (see tarball-rules.mjs), and that
// importing one icon bundles that icon alone.
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../lib/paths.mjs';
import { stagingDir } from './build-packages.mjs';
import { PACKAGES, tarballProblems } from './tarball-rules.mjs';
import { iconsKept } from './tree-shaking.mjs';

export const packsDir = path.join(repoRoot, '.packs');
const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** Packs one package and returns its tarball's path and listed files. */
async function pack(name) {
  const dir = stagingDir(name);
  const packed = run('npm', ['pack', '--json', '--pack-destination', packsDir], dir);
  if (!packed.ok) throw new Error(`npm pack failed for ${name}:\n${packed.output}`);
  const [report] = JSON.parse(packed.output.slice(packed.output.indexOf('[')));
  return {
    tarball: path.join(packsDir, report.filename),
    size: report.size,
    files: report.files.map((f) => f.path),
  };
}

export async function packPackages() {
  await rm(packsDir, { recursive: true, force: true });
  await mkdir(packsDir, { recursive: true });
  const problems = [];
  const packed = {};
  for (const { name } of PACKAGES) {
    const manifest = JSON.parse(await readFile(path.join(stagingDir(name), 'package.json'), 'utf8'));
    const result = await pack(name);
    packed[name] = result;
    problems.push(...tarballProblems(name, result).map((problem) => `${manifest.name}: ${problem}`));

    const lint = run(bin('publint'), ['--strict'], stagingDir(name));
    if (!lint.ok || !/All good/.test(lint.output))
      problems.push(`${manifest.name}: publint says\n${lint.output}`);

    // Stylesheets, JSON and the icons' sprite are not modules with types: attw is asked about the module entries only.
    const notModules = Object.keys(manifest.exports).filter((subpath) =>
      /\.(?:css|json|svg)$|\*/.test(subpath),
    );
    const types = run(
      bin('attw'),
      [
        result.tarball,
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        ...(notModules.length ? ['--exclude-entrypoints', ...notModules] : []),
      ],
      repoRoot,
    );
    if (!types.ok) problems.push(`${manifest.name}: attw says\n${types.output}`);
    console.log(
      `${manifest.name}: ${path.relative(repoRoot, result.tarball)}, ${(result.size / 1024).toFixed(1)} KB packed, ${result.files.length} files`,
    );
  }
  const kept = await iconsKept(stagingDir('icons'), ['PhoneIcon']);
  if (kept.join() !== 'PhoneIcon')
    problems.push(`@ds/icons: importing PhoneIcon alone bundles ${kept.join(', ')}`);
  if (problems.length) throw new Error(`The packages are not ready to install:\n- ${problems.join('\n- ')}`);
  return packed;
}
