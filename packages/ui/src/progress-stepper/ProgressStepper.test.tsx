import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { UserIcon } from '@ds/icons';
import { Icon } from '../icon';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { ProgressStepper } from './ProgressStepper';
import type { ProgressStepperProps } from './ProgressStepper';
import { useProgressStepper } from './useProgressStepper';
import type { ProgressStep } from './useProgressStepper';

// A step's name is its title, a comma and its status ("About you, completed"); jsdom's name computation spaces
// the parts out differently from browsers, so the spaces are optional.
const stepName = (title: string, status: string) => new RegExp(`^${title} ?, ?${status}$`);

const quoteSteps: ProgressStep[] = [
  { title: 'Your cover', component: <p>Choose hospital, extras or both.</p> },
  { title: 'About you', component: <p>Tell us who is covered.</p> },
  { title: 'Your price', component: <p>Here is your price.</p> },
  { title: 'Pay', component: <p>Pay the first premium.</p> },
];

type UncontrolledProps = Extract<ProgressStepperProps, { steps: ProgressStep[] }>;

/** The list form (as from the md breakpoint up): jsdom has no width, so it would render the phone form. */
function renderList(props: Partial<UncontrolledProps> = {}) {
  return render(<ProgressStepper steps={quoteSteps} collapsed="never" {...props} />);
}

function currentItem() {
  return screen.getByRole('listitem', { current: 'step' });
}

/** A journey that owns the state and has its own Next and Previous buttons, as the docs demo does. */
function Journey({ steps = quoteSteps }: { steps?: ProgressStep[] }) {
  const stepper = useProgressStepper({ steps });
  return (
    <>
      <ProgressStepper stepper={stepper} label="Quote progress" collapsed="never" />
      <button type="button" onClick={stepper.previous} disabled={!stepper.canGoPrevious}>
        Previous
      </button>
      <button type="button" onClick={stepper.next} disabled={!stepper.canGoNext}>
        Next
      </button>
    </>
  );
}

describe('ProgressStepper', () => {
  it('renders the steps as an ordered list in a navigation landmark named by its label', () => {
    renderList({ label: 'Quote progress' });
    const nav = screen.getByRole('navigation', { name: 'Quote progress' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('starts on the first step and marks it aria-current="step"', () => {
    renderList();
    expect(currentItem()).toHaveTextContent(/^1Your cover, ?current step$/);
    expect(screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-current'))).toHaveLength(
      1,
    );
  });

  it('starts on the given step', () => {
    renderList({ startIndex: 2 });
    expect(currentItem()).toHaveTextContent('Your price');
  });

  it('says each step’s status in words: completed, not completed, current, not available (yet)', () => {
    renderList({
      startIndex: 2,
      steps: [
        { title: 'Your cover', isAccessed: true, isComplete: true },
        { title: 'About you', isAccessed: true },
        { title: 'Your price' },
        { title: 'Extras', isAccessed: true, isDisabled: true },
        { title: 'Pay' },
      ],
    });
    const items = screen.getAllByRole('listitem');
    expect(
      within(items[0]!).getByRole('button', { name: stepName('Your cover', 'completed') }),
    ).toBeVisible();
    expect(
      within(items[1]!).getByRole('button', { name: stepName('About you', 'not completed') }),
    ).toBeVisible();
    expect(items[2]).toHaveTextContent(/Your price, ?current step$/);
    expect(items[3]).toHaveTextContent(/Extras, ?not available$/);
    expect(items[4]).toHaveTextContent(/Pay, ?not available yet$/);
  });

  it('shows the step number, a tick for a completed step, or the step’s icon, hidden from screen readers', () => {
    renderList({
      startIndex: 1,
      steps: [
        { title: 'Your cover', isAccessed: true, isComplete: true },
        { title: 'About you' },
        { title: 'Pay', icon: <Icon icon={UserIcon} size={16} /> },
      ],
    });
    const [done, current, withIcon] = screen.getAllByRole('listitem');
    expect(done!.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(current!.querySelector('[aria-hidden="true"]')).toHaveTextContent('2');
    expect(withIcon!.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  describe('gated mode (default)', () => {
    it('steps not yet accessed are not links or buttons, and say they are not available yet', () => {
      renderList();
      expect(screen.queryAllByRole('button')).toHaveLength(0);
      expect(screen.queryAllByRole('link')).toHaveLength(0);
      expect(screen.getAllByRole('listitem')[3]).toHaveTextContent(/Pay, ?not available yet$/);
    });

    it('clicking a step not yet accessed does nothing', async () => {
      const user = userEvent.setup();
      renderList();
      await user.click(screen.getByText('Your price'));
      expect(currentItem()).toHaveTextContent('Your cover');
    });

    it('a disabled step is not operable even when it was accessed', () => {
      renderList({
        startIndex: 1,
        steps: [{ title: 'Your cover', isAccessed: true, isDisabled: true }, { title: 'About you' }],
      });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/Your cover, ?not available$/);
    });
  });

  it('ungated, every step that is not disabled can be opened', async () => {
    const user = userEvent.setup();
    renderList({ gated: false });
    expect(screen.getAllByRole('button')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: stepName('Pay', 'not completed') }));
    expect(currentItem()).toHaveTextContent('Pay');
  });

  it('renders href steps that can be opened as links, and the current step as text', () => {
    renderList({
      startIndex: 1,
      steps: [
        { title: 'Your cover', href: '/health-insurance', isAccessed: true, isComplete: true },
        { title: 'About you', href: '/health-insurance/join/welcome' },
        { title: 'Pay', href: '/pay' },
      ],
    });
    expect(screen.getByRole('link', { name: stepName('Your cover', 'completed') })).toHaveAttribute(
      'href',
      '/health-insurance',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  describe('component steps', () => {
    it('shows the current step’s component in a panel below the list', () => {
      renderList();
      const panel = screen.getByRole('group', { name: 'Your cover' });
      expect(panel).toHaveTextContent('Choose hospital, extras or both.');
      expect(screen.queryByText('Tell us who is covered.')).not.toBeInTheDocument();
    });

    it('opening an accessed step moves aria-current, shows its component and moves focus to it', async () => {
      const user = userEvent.setup();
      renderList({
        startIndex: 2,
        steps: quoteSteps.map((step, index) => ({ ...step, isAccessed: index < 2, isComplete: index < 2 })),
      });
      await user.click(screen.getByRole('button', { name: stepName('About you', 'completed') }));
      expect(currentItem()).toHaveTextContent('About you');
      const panel = screen.getByRole('group', { name: 'About you' });
      expect(panel).toHaveTextContent('Tell us who is covered.');
      expect(panel).toHaveFocus();
    });

    it('without a panel, focus lands on the step that was opened', async () => {
      const user = userEvent.setup();
      renderList({
        steps: [{ title: 'Your cover', isAccessed: true }, { title: 'About you' }],
        startIndex: 1,
      });
      await user.click(screen.getByRole('button', { name: stepName('Your cover', 'not completed') }));
      expect(within(currentItem()).getByText('Your cover').parentElement).toHaveFocus();
    });
  });

  describe('keyboard', () => {
    it('Tab reaches only the steps that can be opened, and Enter or Space opens one', async () => {
      const user = userEvent.setup();
      renderList({
        startIndex: 1,
        gated: true,
        steps: [
          { title: 'Your cover', isAccessed: true, component: 'One' },
          { title: 'About you', isAccessed: true, component: 'Two' },
          { title: 'Your price', isAccessed: true, component: 'Three' },
          { title: 'Pay', component: 'Four' },
        ],
      });
      await user.tab();
      expect(screen.getByRole('button', { name: stepName('Your cover', 'not completed') })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: stepName('Your price', 'not completed') })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(currentItem()).toHaveTextContent('Your price');
      expect(screen.getByRole('group', { name: 'Your price' })).toHaveFocus();
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: stepName('Your cover', 'not completed') })).toHaveFocus();
      await user.keyboard(' ');
      expect(currentItem()).toHaveTextContent('Your cover');
    });
  });

  describe('driven by useProgressStepper', () => {
    it('Next and Previous move aria-current and the status message follows', async () => {
      const user = userEvent.setup();
      render(<Journey />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent('Step 1 of 4: Your cover');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(currentItem()).toHaveTextContent('About you');
      expect(status).toHaveTextContent('Step 2 of 4: About you');
      expect(screen.getByRole('button', { name: stepName('Your cover', 'completed') })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      expect(currentItem()).toHaveTextContent('Your cover');
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
      // Next only marks the current and next steps accessed: the third is still closed.
      expect(screen.getAllByRole('listitem')[2]).toHaveTextContent(/not available yet$/);
    });

    it('Next stops on the last step', async () => {
      const user = userEvent.setup();
      render(<Journey />);
      const next = screen.getByRole('button', { name: 'Next' });
      for (let i = 0; i < 3; i += 1) await user.click(next);
      expect(currentItem()).toHaveTextContent('Pay');
      expect(next).toBeDisabled();
    });
  });

  describe('collapsed form', () => {
    it('shows a toggle with "Step x of n" and the next step’s title, collapsed at first', () => {
      render(<ProgressStepper steps={quoteSteps} collapsed="always" />);
      const toggle = screen.getByRole('button', { name: /^Step 1 of 4 ?Next: About you$/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('list', { hidden: true })).not.toBeVisible();
    });

    it('disclosure pattern: Enter and Space toggle the list, which the button controls', async () => {
      const user = userEvent.setup();
      render(<ProgressStepper steps={quoteSteps} collapsed="always" />);
      const toggle = screen.getByRole('button', { name: /^Step 1 of 4/ });
      await user.tab();
      expect(toggle).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = screen.getByRole('list');
      expect(list).toBeVisible();
      expect(toggle).toHaveAttribute('aria-controls', list.id);
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(list).not.toBeVisible();
    });

    it('opening a step from the list collapses it and moves focus to the step’s panel', async () => {
      const user = userEvent.setup();
      render(<ProgressStepper steps={quoteSteps} startIndex={1} gated={false} collapsed="always" />);
      await user.click(screen.getByRole('button', { name: /^Step 2 of 4 ?Next: Your price$/ }));
      await user.click(screen.getByRole('button', { name: stepName('Pay', 'not completed') }));
      expect(screen.getByRole('button', { name: /^Step 4 of 4$/ })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('group', { name: 'Pay' })).toHaveFocus();
    });

    it('without a panel, focus returns to the toggle', async () => {
      const user = userEvent.setup();
      render(
        <ProgressStepper
          steps={[{ title: 'Your cover' }, { title: 'About you' }]}
          gated={false}
          collapsed="always"
        />,
      );
      await user.click(screen.getByRole('button', { name: /^Step 1 of 2/ }));
      await user.click(screen.getByRole('button', { name: stepName('About you', 'not completed') }));
      expect(screen.getByRole('button', { name: /^Step 2 of 2$/ })).toHaveFocus();
    });

    it('is the form phones get by default (jsdom has no width, so it renders as a phone)', () => {
      render(<ProgressStepper steps={quoteSteps} />);
      expect(screen.getByRole('button', { name: /^Step 1 of 4/ })).toBeVisible();
      expect(screen.getByRole('list', { hidden: true })).not.toBeVisible();
    });

    it('takes its words from its messages', () => {
      render(
        <ProgressStepper
          steps={quoteSteps}
          collapsed="always"
          messages={{ stepCount: 'Stage {current} / {total}', nextStep: 'Then {title}' }}
        />,
      );
      expect(screen.getByRole('button', { name: /^Stage 1 \/ 4 ?Then About you$/ })).toBeInTheDocument();
    });

    it("reads each step's status in the words its messages give", () => {
      render(
        <ProgressStepper
          steps={quoteSteps}
          collapsed="never"
          messages={{ statusCurrent: 'you are here', statusUnavailable: 'locked' }}
        />,
      );
      const [current, next] = screen.getAllByRole('listitem');
      expect(current).toHaveTextContent(/^1Your cover, you are here$/);
      expect(next).toHaveTextContent(/^2About you, locked$/);
    });
  });

  describe('styles', () => {
    it('clamps titles to two lines from md up and to one line in the collapsed form (SPEC 9)', () => {
      const { unmount } = renderList();
      const listTitle = screen.getByText('About you');
      expect(declarationsFor(listTitle, '-webkit-line-clamp').map((d) => d.value)).toEqual(['2']);
      unmount();

      render(<ProgressStepper steps={quoteSteps} />);
      const autoTitle = screen.getByText('About you', { selector: 'li span' });
      expect(declarationsFor(autoTitle, '-webkit-line-clamp')).toEqual([
        { media: null, value: '2' },
        { media: null, value: '1' },
        { media: '(min-width: 768px)', value: '2' },
      ]);
      const nextTitle = screen.getByText('Next: About you');
      expect(declarationsFor(nextTitle, '-webkit-line-clamp').at(-1)).toEqual({ media: null, value: '1' });
    });

    it('lays the steps in a row from md up unless always collapsed', () => {
      const { unmount } = render(<ProgressStepper steps={quoteSteps} />);
      const list = screen.getByRole('list', { hidden: true });
      expect(declarationsFor(list, 'flex-direction').at(-1)).toEqual({
        media: '(min-width: 768px)',
        value: 'row',
      });
      unmount();
      render(<ProgressStepper steps={quoteSteps} collapsed="always" />);
      expect(declarationsFor(screen.getByRole('list', { hidden: true }), 'flex-direction')).toEqual([
        { media: null, value: 'column' },
      ]);
    });
  });

  it('server HTML holds the whole list, the current step and links, with no style attributes', () => {
    const html = renderToString(
      <ProgressStepper
        startIndex={1}
        steps={[
          { title: 'Your cover', href: '/health-insurance', isAccessed: true, isComplete: true },
          { title: 'About you', href: '/health-insurance/join/welcome' },
          { title: 'Pay', href: '/pay' },
        ]}
      />,
    );
    const doc = document.createElement('div');
    doc.innerHTML = html;
    expect(doc.querySelectorAll('ol > li')).toHaveLength(3);
    expect(doc.querySelector('li[aria-current="step"]')?.textContent).toContain('About you');
    expect(doc.querySelector('a[href="/health-insurance"]')).not.toBeNull();
    expect(doc.querySelector('[style]')).toBeNull();
    // Until it hydrates, CSS opens the collapsed list on hover and focus instead of the toggle's handler.
    expect(doc.querySelector('[data-collapsed]')).not.toHaveAttribute('data-ready');
  });

  it('renders nothing without steps', () => {
    const { container } = render(<ProgressStepper steps={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations in the list form, the collapsed form (open) and with every status', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <ProgressStepper
          label="Quote progress"
          collapsed="never"
          startIndex={2}
          steps={[
            { title: 'Your cover', href: '/health-insurance', isAccessed: true, isComplete: true },
            { title: 'About you', isAccessed: true, component: 'About you' },
            { title: 'Your price', component: 'Your price' },
            { title: 'Extras', isDisabled: true },
            { title: 'Pay', icon: <Icon icon={UserIcon} size={16} /> },
          ]}
        />
        <ProgressStepper label="Claim progress" collapsed="always" steps={quoteSteps} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: /^Step 1 of 4/ }));
    await expectNoAxeViolations(container);
  });
});
