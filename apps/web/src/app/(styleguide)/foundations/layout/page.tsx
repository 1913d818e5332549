// Style-guide page of the layout foundations: the grid from the tokens, then Container, Stack, Columns and Box
// placing Placeholder boxes.
import { Copy, Text } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import boxProps from '@/styleguide/props/Box.json';
import columnsProps from '@/styleguide/props/Columns.json';
import containerProps from '@/styleguide/props/Container.json';
import placeholderProps from '@/styleguide/props/Placeholder.json';
import stackProps from '@/styleguide/props/Stack.json';
import { BreakpointTable, ContainerTable, containerPadding } from './GridTables';
import ThreeColumns from './examples/columns';
import ContainerSizes from './examples/container-sizes';
import PageLayout from './examples/page-layout';
import ResponsiveColumns from './examples/responsive-columns';
import TwoStacks from './examples/stack';

const PATH = '/foundations/layout';

export const metadata = docMetadata(PATH);

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
          code={exampleSource(PATH, 'container-sizes')}
        >
          <ContainerSizes />
        </Example>

        <Example
          title="Stack"
          description="Stack places children in a column with a gap from the spacing scale, so the children need no margins."
          code={exampleSource(PATH, 'stack')}
        >
          <TwoStacks />
        </Example>

        <Example
          title="Columns"
          description="Columns makes a grid of equal columns: three at every width here."
          code={exampleSource(PATH, 'columns')}
        >
          <ThreeColumns />
        </Example>

        <Example
          title="Responsive columns"
          description="A count per breakpoint: one column on phones, two from md (768px), four from xl (1200px). The boxes reflow; their reading order never changes."
          code={exampleSource(PATH, 'responsive-columns')}
        >
          <ResponsiveColumns />
        </Example>

        <Example
          title="Page layout"
          description="The pieces together: a Container holding a Stack of a hero, a Box of highlights in Columns and the footer."
          frame="bleed"
          code={exampleSource(PATH, 'page-layout')}
        >
          <PageLayout />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="Container" rows={containerProps} />
        <PropsTable component="Stack" rows={stackProps} />
        <PropsTable component="Columns" rows={columnsProps} />
        <PropsTable component="Box" rows={boxProps} />
        <PropsTable component="Placeholder" rows={placeholderProps} />
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
