// Style-guide page of the progress stepper: one example per state and mode, its props and its accessibility.
import { HeartPulseIcon, HomeIcon, ShieldCheckIcon, UserIcon } from '@ds/icons';
import { Icon, Text } from '@ds/ui';
import { ProgressStepper } from '@ds/ui/progress-stepper';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { PropsTable } from '@/styleguide/PropsTable';
import { JourneyDemo } from './JourneyDemo';
import styles from './page.module.css';

const PATH = '/components/progress-stepper';

export const metadata = docMetadata(PATH);

const journeyCode = `
'use client';
const steps: ProgressStep[] = [
  { title: 'Your cover', component: <Text>Choose hospital cover, extras cover or both.</Text> },
  { title: 'About you', component: <Text>Tell us who the cover is for and where you live.</Text> },
  { title: 'Your price', component: <Text>See your price and choose how often to pay.</Text> },
  { title: 'Pay and join', component: <Text>Pay the first premium and your cover starts today.</Text> },
];

export function JourneyDemo() {
  const stepper = useProgressStepper({ steps });
  return (
    <>
      <ProgressStepper stepper={stepper} label="Quote progress" />
      <Button variant="secondary" onClick={stepper.previous} aria-disabled={!stepper.canGoPrevious}>
        Previous
      </Button>
      <Button onClick={stepper.next} aria-disabled={!stepper.canGoNext}>
        Next
      </Button>
    </>
  );
}`;

const hrefCode = `
<ProgressStepper
  label="Join progress"
  startIndex={2}
  steps={[
    { title: 'Choose your cover', href: '/health-insurance', isAccessed: true, isComplete: true },
    { title: 'Get a quote', href: '/health-insurance/join/welcome', isAccessed: true, isComplete: true },
    { title: 'Your details', href: '/health-insurance/join/details' },
    { title: 'Payment', href: '/health-insurance/join/payment' },
    { title: 'Confirmation', href: '/health-insurance/join/confirmation' },
  ]}
/>`;

const jumpCode = `
<ProgressStepper
  label="Claim progress"
  startIndex={2}
  steps={[
    { title: 'Claim details', isAccessed: true, isComplete: true, component: <Text>…</Text> },
    { title: 'Receipts', isAccessed: true, isComplete: true, component: <Text>…</Text> },
    { title: 'Bank account', component: <Text>…</Text> },
    { title: 'Review and submit', component: <Text>…</Text> },
  ]}
/>`;

const disabledCode = `
<ProgressStepper
  label="Cover progress"
  startIndex={1}
  steps={[
    { title: 'Cover type', isAccessed: true, isComplete: true, component: <Text>…</Text> },
    { title: 'Hospital', component: <Text>…</Text> },
    { title: 'Extras', isAccessed: true, isDisabled: true, component: <Text>…</Text> },
    { title: 'Review', component: <Text>…</Text> },
  ]}
/>`;

const ungatedCode = `
<ProgressStepper
  label="Profile progress"
  gated={false}
  steps={[
    { title: 'Contact details', component: <Text>…</Text> },
    { title: 'Communication preferences', component: <Text>…</Text> },
    { title: 'Payment details', component: <Text>…</Text> },
  ]}
/>`;

const iconsCode = `
<ProgressStepper
  label="Membership progress"
  startIndex={1}
  steps={[
    {
      title: 'You',
      icon: <Icon icon={UserIcon} size={16} />,
      isAccessed: true,
      isComplete: true,
      component: <Text>…</Text>,
    },
    { title: 'Your home', icon: <Icon icon={HomeIcon} size={16} />, component: <Text>…</Text> },
    { title: 'Your health', icon: <Icon icon={HeartPulseIcon} size={16} />, component: <Text>…</Text> },
    { title: 'Your cover', icon: <Icon icon={ShieldCheckIcon} size={16} />, component: <Text>…</Text> },
  ]}
/>`;

const collapsedCode = `
<ProgressStepper
  label="Travel quote progress"
  collapsed="always"
  startIndex={1}
  steps={[
    { title: 'Trip details', isAccessed: true, isComplete: true, component: <Text>…</Text> },
    { title: 'Travellers', component: <Text>…</Text> },
    { title: 'Choose a plan', component: <Text>…</Text> },
    { title: 'Pay', component: <Text>…</Text> },
  ]}
/>`;

const longTitlesCode = `
<ProgressStepper
  label="Application progress"
  steps={[
    { title: 'Your cover and who it is for, including partners and dependants' },
    { title: 'Transfer from another fund, with your membership number and the date you left' },
    { title: 'Lifetime Health Cover loading and the Australian Government Rebate' },
    { title: 'Review and submit' },
  ]}
/>`;

export default function ProgressStepperPage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Journey with Next and Previous"
          description="The journey owns the state with useProgressStepper and moves it with its own buttons. Next completes the step it leaves and opens the next one; a completed step can be opened again from the list. Below the md breakpoint the list collapses behind a toggle."
          code={journeyCode}
        >
          <JourneyDemo />
        </Example>

        <Example
          title="Steps with their own pages"
          description="A step with an href is a link once it can be opened, so the journey works before (and without) JavaScript. Each page of the journey renders the stepper at its own step."
          code={hrefCode}
        >
          <ProgressStepper
            label="Join progress"
            startIndex={2}
            steps={[
              { title: 'Choose your cover', href: '/health-insurance', isAccessed: true, isComplete: true },
              {
                title: 'Get a quote',
                href: '/health-insurance/join/welcome',
                isAccessed: true,
                isComplete: true,
              },
              { title: 'Your details', href: '/health-insurance/join/details' },
              { title: 'Payment', href: '/health-insurance/join/payment' },
              { title: 'Confirmation', href: '/health-insurance/join/confirmation' },
            ]}
          />
        </Example>

        <Example
          title="Jump back to an accessed step"
          description="Steps already accessed are buttons; opening one shows its content below and moves focus there. Steps not yet reached stay closed."
          code={jumpCode}
        >
          <ProgressStepper
            label="Claim progress"
            startIndex={2}
            steps={[
              {
                title: 'Claim details',
                isAccessed: true,
                isComplete: true,
                component: <Text>Who the claim is for and the date of the service.</Text>,
              },
              {
                title: 'Receipts',
                isAccessed: true,
                isComplete: true,
                component: <Text>A photo or scan of each receipt.</Text>,
              },
              {
                title: 'Bank account',
                component: <Text>Where we pay the benefit.</Text>,
              },
              { title: 'Review and submit', component: <Text>Check the claim and send it.</Text> },
            ]}
          />
        </Example>

        <Example
          title="Disabled step"
          description="A disabled step cannot be opened even when it was accessed; it says it is not available."
          code={disabledCode}
        >
          <ProgressStepper
            label="Cover progress"
            startIndex={1}
            steps={[
              {
                title: 'Cover type',
                isAccessed: true,
                isComplete: true,
                component: <Text>Hospital only, extras only, or both.</Text>,
              },
              { title: 'Hospital', component: <Text>Choose a hospital tier.</Text> },
              {
                title: 'Extras',
                isAccessed: true,
                isDisabled: true,
                component: <Text>Not part of hospital-only cover.</Text>,
              },
              { title: 'Review', component: <Text>Check your choices.</Text> },
            ]}
          />
        </Example>

        <Example
          title="Ungated"
          description="With gated={false} any step that is not disabled can be opened, in any order: for forms whose sections do not depend on each other."
          code={ungatedCode}
        >
          <ProgressStepper
            label="Profile progress"
            gated={false}
            steps={[
              { title: 'Contact details', component: <Text>Your phone number and email address.</Text> },
              {
                title: 'Communication preferences',
                component: <Text>How we keep in touch with you.</Text>,
              },
              { title: 'Payment details', component: <Text>How you pay your premiums.</Text> },
            ]}
          />
        </Example>

        <Example
          title="Steps with icons"
          description="An icon takes the place of the step number. It is decorative: the title and status are the text."
          code={iconsCode}
        >
          <ProgressStepper
            label="Membership progress"
            startIndex={1}
            steps={[
              {
                title: 'You',
                icon: <Icon icon={UserIcon} size={16} />,
                isAccessed: true,
                isComplete: true,
                component: <Text>Your name and date of birth.</Text>,
              },
              {
                title: 'Your home',
                icon: <Icon icon={HomeIcon} size={16} />,
                component: <Text>Your home address.</Text>,
              },
              {
                title: 'Your health',
                icon: <Icon icon={HeartPulseIcon} size={16} />,
                component: <Text>A few questions about your health.</Text>,
              },
              {
                title: 'Your cover',
                icon: <Icon icon={ShieldCheckIcon} size={16} />,
                component: <Text>The cover you would like.</Text>,
              },
            ]}
          />
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
          code={collapsedCode}
        >
          <ProgressStepper
            label="Travel quote progress"
            collapsed="always"
            startIndex={1}
            steps={[
              {
                title: 'Trip details',
                isAccessed: true,
                isComplete: true,
                component: <Text>Where you are going and when.</Text>,
              },
              { title: 'Travellers', component: <Text>Who is going.</Text> },
              { title: 'Choose a plan', component: <Text>Compare the plans.</Text> },
              { title: 'Pay', component: <Text>Pay and get your policy by email.</Text> },
            ]}
          />
        </Example>

        <Example
          title="Long step titles"
          description="Titles clamp to two lines in the list and to one line in the collapsed form; screen readers still read them in full. Keep titles short."
          code={longTitlesCode}
        >
          <ProgressStepper
            label="Application progress"
            steps={[
              { title: 'Your cover and who it is for, including partners and dependants' },
              {
                title: 'Transfer from another fund, with your membership number and the date you left',
              },
              { title: 'Lifetime Health Cover loading and the Australian Government Rebate' },
              { title: 'Review and submit' },
            ]}
          />
        </Example>
      </DocSection>

      <DocSection title="Props">
        <PropsTable
          component="ProgressStepper"
          rows={[
            {
              name: 'steps',
              type: 'ProgressStep[]',
              required: true,
              description: 'The steps, in order (see ProgressStep). Not used when stepper is given.',
            },
            {
              name: 'startIndex',
              type: 'number',
              default: '0',
              description: 'The step to start on.',
            },
            {
              name: 'gated',
              type: 'boolean',
              default: 'true',
              description:
                'Gated: a step not yet accessed, or disabled, cannot be opened. Ungated: any step that is not disabled can.',
            },
            {
              name: 'stepper',
              type: 'ProgressStepperController',
              description:
                'The result of useProgressStepper, when the journey owns the state; replaces steps, startIndex and gated.',
            },
            {
              name: 'label',
              type: 'string',
              default: "'Progress'",
              description: 'Name of the navigation landmark. Give each stepper on a page its own.',
            },
            {
              name: 'collapsed',
              type: "'auto' | 'always' | 'never'",
              default: "'auto'",
              description:
                'auto: the collapsed form below the md breakpoint. always: at every width. never: always the list.',
            },
            {
              name: 'labels',
              type: 'ProgressStepperLabelOverrides',
              default: "{ stepCount: 'Step {current} of {total}', nextStep: 'Next: {title}', status: {…} }",
              description:
                'The words it shows and announces. status holds the text read after each title: current step, completed, not completed, not available yet, not available.',
            },
            { name: 'className', type: 'string', description: 'Extra class on the outer element.' },
          ]}
        />
        <PropsTable
          component="ProgressStep"
          rows={[
            { name: 'title', type: 'string', required: true, description: 'The step’s name.' },
            {
              name: 'icon',
              type: 'ReactNode',
              description:
                'A decorative icon shown instead of the step number, e.g. <Icon icon={UserIcon} size={16} />.',
            },
            {
              name: 'isAccessed',
              type: 'boolean',
              default: 'false',
              description: 'Reached before; in gated mode only accessed steps can be opened.',
            },
            {
              name: 'isComplete',
              type: 'boolean',
              default: 'false',
              description: 'Done: shows a tick and reads “completed”.',
            },
            {
              name: 'isDisabled',
              type: 'boolean',
              default: 'false',
              description: 'Switched off by the journey: never opened from the list.',
            },
            {
              name: 'href',
              type: 'string',
              description: 'The step’s own page: the step is a link when it can be opened.',
            },
            {
              name: 'component',
              type: 'ReactNode',
              description:
                'The step’s content, shown in a panel below the list while it is the current step.',
            },
          ]}
        />
        <PropsTable
          component="useProgressStepper"
          rows={[
            {
              name: 'steps',
              type: 'ProgressStep[]',
              required: true,
              description: 'Their flags are read once; titles, icons and content on every render.',
            },
            { name: 'startIndex', type: 'number', default: '0', description: 'The step to start on.' },
            { name: 'gated', type: 'boolean', default: 'true', description: 'As on ProgressStepper.' },
            {
              name: '(returns)',
              type: 'ProgressStepperController',
              description:
                'steps, currentIndex, currentStep, canGoNext, canGoPrevious, canOpen(index), status(index), next(), previous(), jump(index) and the reducer state.',
            },
          ]}
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
