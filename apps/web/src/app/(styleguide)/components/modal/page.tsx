// The Modal page: its examples (default, content size, a form, long content, the drawer), props and
// accessibility notes.
import { Text } from '@ds/ui';
import { CodeSample } from '@/styleguide/CodeSample';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import modalProps from '@/styleguide/props/Modal.json';
import useModalResult from '@/styleguide/props/UseModal.json';
import useModalArguments from '@/styleguide/props/useModalArguments.json';
import modalMessages from '@/styleguide/props/ModalMessages.json';
import ContentSize from './examples/content-size';
import Default from './examples/default';
import Drawer from './examples/drawer';
import LongContent from './examples/long-content';
import WithAForm from './examples/with-a-form';

const PATH = '/components/modal';

export const metadata = docMetadata(PATH);

const controlledCode = `const [visible, setVisible] = useState(false);

<Modal visible={visible} onClose={() => setVisible(false)} title="Your cover">...</Modal>`;

export default function ModalPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Default"
          description="At most 620px wide, centred over the page. Focus starts on the first control: here the close button."
          code={exampleSource(PATH, 'default')}
        >
          <Default />
        </Example>
        <Example
          title="Content size"
          description="For wide content such as a comparison: at most 1200px wide."
          code={exampleSource(PATH, 'content-size')}
        >
          <ContentSize />
        </Example>
        <Example
          title="With a form"
          description="Focus starts on the first field; the footer keeps the form's buttons in view while the body scrolls."
          code={exampleSource(PATH, 'with-a-form')}
        >
          <WithAForm />
        </Example>
        <Example
          title="Long content"
          description="The body scrolls under a fixed header. Focus starts on the heading, so the text is read from the top."
          code={exampleSource(PATH, 'long-content')}
        >
          <LongContent />
        </Example>
        <Example
          title="Drawer"
          description="Slides in from the side at full height, like the site's navigation drawer. Following a link inside closes it."
          code={exampleSource(PATH, 'drawer')}
        >
          <Drawer />
        </Example>
      </DocSection>
      <DocSection title="Props">
        <Text>
          The page owns whether the modal shows. <code>useModal</code> keeps that state for a modal opened by
          a button; without it, pass your own flag:
        </Text>
        <CodeSample code={controlledCode} language="tsx" label="Code of a modal with the page's own state" />
        <PropsTable component="Modal" rows={modalProps} />
        <PropsTable component="useModal" caption="Arguments of useModal" rows={useModalArguments} />
        <PropsTable component="useModal" caption="What useModal returns" rows={useModalResult} />
        <PropsTable component="Modal" caption="Messages of Modal" rows={modalMessages} />
      </DocSection>
      <DocSection title="Accessibility">
        <ul>
          <li>
            It is a native <code>&lt;dialog&gt;</code> opened as a modal: the page behind is inert (not
            clickable, not focusable, hidden from screen readers) and Tab wraps inside it.
          </li>
          <li>
            Focus moves in when it opens: to the first focusable element, to the heading with{' '}
            <code>initialFocus=&quot;title&quot;</code> (for long text), or to the element you pass. It
            returns to the button that opened it when it closes.
          </li>
          <li>
            Escape and the close button (with a visible label, &lsquo;Close&rsquo; by default) close it; a
            click on the page around it does too, as a pointer convenience.
          </li>
          <li>
            Screen readers announce it as a dialog named by its title, which is its heading (or, with{' '}
            <code>hideTitle</code>, a name read but not shown). Its opener says it opens a dialog.
          </li>
          <li>
            It is not in the server HTML: it renders once the page has loaded. If it stops being shown (its
            part of the page is hidden at a new width), it closes, so the page is never left inert.
          </li>
          <li>It fades or slides in over 0.2s, and appears at once when reduced motion is asked for.</li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
