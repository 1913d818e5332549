// Style-guide page of the progress stepper: one example per state and mode, its props and its accessibility.
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import progressStepProps from '@/styleguide/props/ProgressStep.json';
import progressStepperProps from '@/styleguide/props/ProgressStepper.json';
import progressStepperController from '@/styleguide/props/ProgressStepperController.json';
import useProgressStepperOptions from '@/styleguide/props/UseProgressStepperOptions.json';
import progressStepperMessages from '@/styleguide/props/ProgressStepperMessages.json';
import Collapsed from './examples/collapsed';
import DisabledStep from './examples/disabled-step';
import Icons from './examples/icons';
import Journey from './examples/journey';
import JumpBack from './examples/jump-back';
import LongTitles from './examples/long-titles';
import OwnPages from './examples/own-pages';
import Ungated from './examples/ungated';
import styles from './page.module.css';

const PATH = '/components/progress-stepper';

export const metadata = docMetadata(PATH);

export default function ProgressStepperPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Journey with Next and Previous"
          description="The journey owns the state with useProgressStepper and moves it with its own buttons. Next completes the step it leaves and opens the next one; a completed step can be opened again from the list. Below the md breakpoint the list collapses behind a toggle."
          code={exampleSource(PATH, 'journey')}
        >
          <Journey />
        </Example>

        <Example
          title="Steps with their own pages"
          description="A step with an href is a link once it can be opened, so the journey works before (and without) JavaScript. Each page of the journey renders the stepper at its own step."
          code={exampleSource(PATH, 'own-pages')}
        >
          <OwnPages />
        </Example>

        <Example
          title="Jump back to an accessed step"
          description="Steps already accessed are buttons; opening one shows its content below and moves focus there. Steps not yet reached stay closed."
          code={exampleSource(PATH, 'jump-back')}
        >
          <JumpBack />
        </Example>

        <Example
          title="Disabled step"
          description="A disabled step cannot be opened even when it was accessed; it says it is not available."
          code={exampleSource(PATH, 'disabled-step')}
        >
          <DisabledStep />
        </Example>

        <Example
          title="Ungated"
          description="With gated={false} any step that is not disabled can be opened, in any order: for forms whose sections do not depend on each other."
          code={exampleSource(PATH, 'ungated')}
        >
          <Ungated />
        </Example>

        <Example
          title="Steps with icons"
          description="An icon takes the place of the step number. It is decorative: the title and status are the text."
          code={exampleSource(PATH, 'icons')}
        >
          <Icons />
        </Example>

        <Example
          title="Collapsed form"
          description={
            <>
              Phones get this form by default (below the md breakpoint);{' '}
              <code>collapsed=&quot;always&quot;</code> keeps it at every width. The toggle says which step
              this is and names the next one, and opens the full list. Titles clamp to one line here.
            </>
          }
          code={exampleSource(PATH, 'collapsed')}
        >
          <Collapsed />
        </Example>

        <Example
          title="Long step titles"
          description="Titles clamp to two lines in the list and to one line in the collapsed form; screen readers still read them in full. Keep titles short."
          code={exampleSource(PATH, 'long-titles')}
        >
          <LongTitles />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable component="ProgressStepper" rows={progressStepperProps} />
        <PropsTable component="ProgressStep" rows={progressStepProps} />
        <PropsTable
          component="ProgressStepper"
          caption="Messages of ProgressStepper"
          rows={progressStepperMessages}
        />
        <PropsTable
          component="useProgressStepper"
          caption="Options of useProgressStepper"
          rows={useProgressStepperOptions}
        />
        <PropsTable
          component="useProgressStepper"
          caption="What useProgressStepper returns"
          rows={progressStepperController}
        />
      </DocSection>

      <DocSection title="Accessibility">
        <ul className={styles.list}>
          <li>
            The steps are an ordered list in a navigation landmark named by <code>label</code>; the current
            step carries <code>aria-current=&quot;step&quot;</code>.
          </li>
          <li>
            Each step’s status is read after its title as words (“completed”, “current step”, “not available
            yet”), not shown by colour alone: completed steps also show a tick, the current step a thick ring,
            closed steps a dashed ring.
          </li>
          <li>
            Steps that can be opened are links (href steps) or buttons; Tab reaches only those, and Enter (or
            Space on a button) opens one. Steps that cannot be opened are plain text.
          </li>
          <li>
            Opening a step from the list moves focus to its content panel, which is named after the step. When
            Next or Previous move the journey, a status message says “Step x of n” and the step’s title.
          </li>
          <li>
            The collapsed form is a disclosure: a button with <code>aria-expanded</code> that controls the
            list; Enter or Space toggles it. Before the page hydrates the list also opens on hover and focus.
          </li>
          <li>Titles clamp visually to two lines (one when collapsed); screen readers read them in full.</li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
