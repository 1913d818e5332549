// The style guide's props tables are generated from the components' props types and doc comments: this fails
// when a committed table no longer says what the types say, or when a documented component has a prop without a
// doc comment (so its row would have no description).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { build, documented, outDir, staleFiles } from './props-docs.mjs';

const generated = build();

describe('props tables (npm run props-docs)', () => {
  it('every committed table says what the props types and their doc comments say', async () => {
    const { files } = await generated;
    expect(await staleFiles(files), 'stale props tables: run npm run props-docs').toEqual([]);
  });

  it('every prop of a documented component has a doc comment', async () => {
    const { problems } = await generated;
    expect(problems).toEqual([]);
  });

  it('no table is left over from a component that is no longer documented', async () => {
    const committed = (await readdir(outDir)).filter((name) => name.endsWith('.json')).sort();
    expect(committed).toEqual(documented.map((entry) => `${entry.name}.json`).sort());
  });

  it('writes the rows in the order the props type declares them, own props before the contract', async () => {
    const { files } = await generated;
    const rows = JSON.parse(files.get(path.join(outDir, 'RadioGroup.json')) ?? '[]') as { name: string }[];
    const names = rows.map((row) => row.name);
    expect(names.slice(0, 3)).toEqual(['options', 'value', 'defaultValue']);
    expect(names.indexOf('className')).toBeLessThan(names.indexOf('label'));
  });

  it('documents a hook’s arguments from its parameters, their defaults and @param tags', async () => {
    const { files } = await generated;
    const rows = JSON.parse(files.get(path.join(outDir, 'useModalArguments.json')) ?? '[]') as unknown;
    expect(rows).toEqual([
      {
        name: 'initiallyVisible',
        type: 'boolean',
        required: false,
        default: 'false',
        description: 'Whether the modal starts open.',
      },
    ]);
  });
});
