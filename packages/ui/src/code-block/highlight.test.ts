import { highlight } from './highlight';
import { normalizeCode } from './normalize';

describe('normalizeCode', () => {
  it('drops leading blank lines, trailing whitespace and the indentation every line shares', () => {
    expect(normalizeCode('\n\n    <Stack>\n      <Text>Hi</Text>\n\n    </Stack>\n  ')).toBe(
      '<Stack>\n  <Text>Hi</Text>\n\n</Stack>',
    );
  });

  it('leaves code without shared indentation alone', () => {
    expect(normalizeCode('a {\n  color: red;\n}')).toBe('a {\n  color: red;\n}');
  });
});

describe('highlight', () => {
  it('names each token by kind and keeps no colour', async () => {
    const tokens = await highlight("import { Button } from '@ds/ui';\n// Say hi", 'tsx');
    expect(tokens).toContainEqual({ content: 'import', kind: 'keyword' });
    expect(tokens).toContainEqual({ content: "'@ds/ui'", kind: 'string' });
    expect(tokens).toContainEqual({ content: '// Say hi', kind: 'comment' });
    expect(JSON.stringify(tokens)).not.toMatch(/#[0-9a-f]{3,6}|var\(/i);
  });

  it('gives back exactly the code, newlines included, with plain neighbours merged', async () => {
    const code = 'const total = price * 2;\n\nexport default total;';
    const tokens = await highlight(code, 'ts');
    expect(tokens.map((token) => token.content).join('')).toBe(code);
    tokens.slice(1).forEach((token, index) => {
      const previous = tokens[index];
      const bothPlain = !token.kind && !previous?.kind && !token.italic && !previous?.italic;
      expect(bothPlain, `"${previous?.content}" then "${token.content}"`).toBe(false);
    });
  });

  it('shows text as one plain token', async () => {
    expect(await highlight('Plain words\nover two lines', 'text')).toEqual([
      { content: 'Plain words\nover two lines' },
    ]);
  });

  it('uses one highlighter for the build: a second call is fast', async () => {
    await highlight('a { color: red; }', 'css');
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await highlight(`.a${i} { color: red; }`, 'css');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
