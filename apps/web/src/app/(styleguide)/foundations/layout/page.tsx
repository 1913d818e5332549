// Style-guide page of the layout foundations: the grid from the tokens, then Container, Stack, Columns and Box
// placing Placeholder boxes.
import { Box, Columns, Container, Copy, Stack, Text } from '@ds/ui';
import { Placeholder } from '@ds/ui/placeholder';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { BreakpointTable, ContainerTable, containerPadding } from './GridTables';
import styles from './page.module.css';

const PATH = '/foundations/layout';

export const metadata = docMetadata(PATH);

const spaceType = '0 | 1 | 2 | … | 11';

export default function LayoutPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Grid">
        <Text>
          Layouts change at six breakpoints. Stylesheets use the named media queries; components take a value
          per breakpoint where it matters, such as the column count of Columns.
        </Text>
        <BreakpointTable />
        <ContainerTable />
        <Text>
          Every Container size keeps an inline padding of <code>{containerPadding}</code>: 16px on phones,
          growing with the window to 40px.
        </Text>
      </DocSection>

      <DocSection title="Examples">
        <Example
          title="Container sizes"
          description="Container centres the page content, caps its width and keeps the page’s inline padding. This frame is narrower than the default and wide caps, so only narrow shows its cap here; resize the window to see the padding change."
          frame="bleed"
          code={`<Container size="default">…</Container>
<Container size="narrow">…</Container>
<Container size="wide">…</Container>
<Container size="full">…</Container>`}
        >
          <Stack gap={0}>
            {(['default', 'narrow', 'wide', 'full'] as const).map((size) => (
              <div key={size} className={styles.containerBackdrop}>
                <Container size={size}>
                  <Placeholder label={`Container ${size}`} detail={`size="${size}"`} />
                </Container>
              </div>
            ))}
          </Stack>
        </Example>

        <Example
          title="Stack"
          description="Stack places children in a column with a gap from the spacing scale, so the children need no margins."
          code={`<Stack gap={2}>
  <Placeholder label="Item 1" detail="gap 2" />
  <Placeholder label="Item 2" detail="gap 2" />
</Stack>
<Stack gap={6}>…</Stack>`}
        >
          <Columns columns={{ xs: 1, md: 2 }} gap={6}>
            {([2, 6] as const).map((gap) => (
              <Stack key={gap} gap={gap}>
                {[1, 2, 3].map((item) => (
                  <Placeholder key={item} label={`Item ${item}`} detail={`gap ${gap}`} />
                ))}
              </Stack>
            ))}
          </Columns>
        </Example>

        <Example
          title="Columns"
          description="Columns makes a grid of equal columns: three at every width here."
          code={`<Columns columns={3} gap={4}>
  <Placeholder label="Column 1" detail="1 of 3" />
  <Placeholder label="Column 2" detail="1 of 3" />
  <Placeholder label="Column 3" detail="1 of 3" />
</Columns>`}
        >
          <Columns columns={3} gap={4}>
            {[1, 2, 3].map((column) => (
              <Placeholder key={column} label={`Column ${column}`} detail="1 of 3" height="md" />
            ))}
          </Columns>
        </Example>

        <Example
          title="Responsive columns"
          description="A count per breakpoint: one column on phones, two from md (768px), four from xl (1200px). The boxes reflow; their reading order never changes."
          code={`<Columns columns={{ xs: 1, md: 2, xl: 4 }} gap={4}>
  <Placeholder label="Card 1" />
  …
  <Placeholder label="Card 4" />
</Columns>`}
        >
          <Columns columns={{ xs: 1, md: 2, xl: 4 }} gap={4}>
            {[1, 2, 3, 4].map((card) => (
              <Placeholder key={card} label={`Card ${card}`} detail="xs 1 · md 2 · xl 4" height="md" />
            ))}
          </Columns>
        </Example>

        <Example
          title="Page layout"
          description="The pieces together: a Container holding a Stack of a hero, a Box of highlights in Columns and the footer."
          frame="bleed"
          code={`<Container>
  <Stack gap={6}>
    <Placeholder label="Hero" height="lg" />
    <Box background="raised" border="subtle" padding={5} radius="lg">
      <Columns columns={{ xs: 1, md: 3 }} gap={4}>
        <Placeholder label="Highlight 1" />
        <Placeholder label="Highlight 2" />
        <Placeholder label="Highlight 3" />
      </Columns>
    </Box>
    <Placeholder label="Footer" />
  </Stack>
</Container>`}
        >
          <div className={styles.containerBackdrop}>
            <Container>
              <Stack gap={6}>
                <Placeholder label="Hero" detail="height lg" height="lg" />
                <Box background="raised" border="subtle" padding={5} radius="lg">
                  <Columns columns={{ xs: 1, md: 3 }} gap={4}>
                    {[1, 2, 3].map((item) => (
                      <Placeholder key={item} label={`Highlight ${item}`} detail="xs 1 · md 3" />
                    ))}
                  </Columns>
                </Box>
                <Placeholder label="Footer" />
              </Stack>
            </Container>
          </div>
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="Container"
          rows={[
            {
              name: 'size',
              type: "'default' | 'narrow' | 'wide' | 'full'",
              default: "'default'",
              description: 'The maximum content width (see Container sizes above).',
            },
            {
              name: 'as',
              type: "'div' | 'section' | 'article' | 'header' | 'footer' | 'main' | 'nav' | 'aside'",
              default: "'div'",
              description: 'The element to render.',
            },
          ]}
        />
        <PropsTable
          component="Stack"
          rows={[
            {
              name: 'gap',
              type: spaceType,
              default: '4',
              description: 'Space between children (--space-N).',
            },
            {
              name: 'align',
              type: "'stretch' | 'start' | 'center' | 'end'",
              default: "'stretch'",
              description: 'Cross-axis alignment of the children.',
            },
            {
              name: 'as',
              type: "'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset' | …",
              default: "'div'",
              description: 'The element to render; a list keeps its list role.',
            },
          ]}
        />
        <PropsTable
          component="Columns"
          rows={[
            {
              name: 'columns',
              type: '1-6 | { xs?, sm?, md?, lg?, xl?, xxl?: 1-6 }',
              required: true,
              description:
                'Columns at every width, or per breakpoint; a breakpoint left out keeps the one below.',
            },
            { name: 'gap', type: spaceType, default: '6', description: 'Space between rows and columns.' },
            {
              name: 'as',
              type: "'div' | 'section' | 'ul' | 'ol'",
              default: "'div'",
              description: 'The element to render; a list keeps its list role.',
            },
          ]}
        />
        <PropsTable
          component="Box"
          rows={[
            { name: 'padding', type: spaceType, description: 'Padding on every side.' },
            {
              name: 'background',
              type: "'page' | 'raised' | 'subtle' | 'brand' | 'inverse'",
              description: 'Surface colour; brand and inverse switch the text colour too.',
            },
            {
              name: 'radius',
              type: "'none' | 'sm' | 'md' | 'lg' | 'xl' | 'pill'",
              description: 'Corner radius.',
            },
            { name: 'shadow', type: "'none' | 'sm' | 'md' | 'lg'", description: 'Elevation.' },
            {
              name: 'border',
              type: "boolean | 'subtle' | 'default' | 'strong'",
              description: 'A hairline border; true is the default colour.',
            },
            {
              name: 'as',
              type: "'div' | 'section' | 'article' | 'aside' | …",
              default: "'div'",
              description: 'The element to render.',
            },
          ]}
        />
        <PropsTable
          component="Placeholder"
          rows={[
            { name: 'label', type: 'string', required: true, description: 'What the box stands for.' },
            { name: 'detail', type: 'string', description: 'Its size or span in words, e.g. "1 of 3".' },
            {
              name: 'height',
              type: "'sm' | 'md' | 'lg'",
              default: "'sm'",
              description: 'The least height: 3rem, 5rem or 10rem.',
            },
          ]}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <Copy>
          <ul>
            <li>
              Layout components add no roles of their own: the element given by <code>as</code> carries the
              meaning (a <code>section</code>, a list). A Stack or Columns rendered as a list keeps its list
              role in Safari.
            </li>
            <li>
              Columns only reflow: the reading and tab order is always the source order, at every width (WCAG
              1.3.2).
            </li>
            <li>Content reflows to one column at 320px without sideways scrolling (WCAG 1.4.10).</li>
            <li>Placeholder boxes are plain text, read as their name and size.</li>
          </ul>
        </Copy>
      </DocSection>
    </DocPage>
  );
}
