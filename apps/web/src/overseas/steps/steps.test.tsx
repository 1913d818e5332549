// The overseas quote's steps with logic: the cover type chosen from the site the visitor came from and changeable,
// the subclasses offered for the cover type (and visa condition 8501 said where it applies), the address asked only
// of someone already in Australia, and the levels priced for the answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { today as todayIn } from '@internationalized/date';
import { formatPrice } from '@ds/ui/format';
import { monthlyPrice } from '@ds/product/overseas';
import type { OverseasStepId, OverseasVariant } from '../journey';
import { clearOverseasAnswers, updateOverseasAnswers } from '../journey-store';
import { OverseasQuoteJourney } from '../OverseasQuoteJourney';
import { CoverTypeStep } from './CoverTypeStep';
import { DatesStep } from './DatesStep';
import { LevelStep } from './LevelStep';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));

afterEach(() => {
  for (const variant of ['internationalStudents', 'internationalWorkers', 'international'] as const) {
    clearOverseasAnswers(variant);
  }
  sessionStorage.clear();
  push.mockReset();
});

const renderStep = (variant: OverseasVariant, step: OverseasStepId, form: React.ReactNode) =>
  render(
    <OverseasQuoteJourney variant={variant} step={step}>
      {form}
    </OverseasQuoteJourney>,
  );

/** dd/mm/yyyy, `days` from today in Sydney. */
const typedDay = (days: number) =>
  todayIn('Australia/Sydney').add({ days }).toString().split('-').reverse().join('/');

describe('CoverTypeStep', () => {
  it('has student visa cover chosen on the students’ site, with its subclasses 500 and 590 only', () => {
    renderStep('internationalStudents', 'cover-type', <CoverTypeStep />);
    expect(screen.getByRole('radio', { name: /^Student visa cover \(OSHC\)/ })).toBeChecked();
    const subclasses = screen.getByRole('radiogroup', { name: /^Your visa subclass/ });
    expect(
      within(subclasses)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['500', '590']);
  });

  it('has working visa cover chosen on the workers’ site, and nothing chosen on the hub', () => {
    const { unmount } = renderStep('internationalWorkers', 'cover-type', <CoverTypeStep />);
    expect(screen.getByRole('radio', { name: /^Working visa cover \(OVHC\)/ })).toBeChecked();
    unmount();
    renderStep('international', 'cover-type', <CoverTypeStep />);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(screen.queryByRole('radiogroup', { name: /^Your visa subclass/ })).not.toBeInTheDocument();
  });

  it('changes the cover type, forgetting a subclass the new type is not for', () => {
    renderStep('internationalStudents', 'cover-type', <CoverTypeStep />);
    fireEvent.click(screen.getByRole('radio', { name: /^Subclass 500/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^Working visa cover/ }));
    expect(screen.getByRole('radio', { name: /^Subclass 482/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Subclass 500/ })).not.toBeInTheDocument();
  });

  it('says which answers a change of cover type forgot: the subclass, and a length the new type does not offer', async () => {
    updateOverseasAnswers('internationalStudents', {
      subclass: '500',
      who: 'single',
      arrival: typedDay(10),
      months: '60',
    });
    renderStep('internationalStudents', 'cover-type', <CoverTypeStep />);
    fireEvent.click(screen.getByRole('radio', { name: /^Working visa cover/ }));
    // Spoken: it appears in a live region once the change is made.
    const notice = (await screen.findByText('Answers to give again')).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'Your visa subclass (500): it is not one working visa cover is for. Choose yours below.',
    );
    expect(notice).toHaveTextContent(
      'Your length of cover (60 months): working visa cover is for up to 48 months. Choose it again in step 3.',
    );
  });

  it('says nothing was forgotten when a change of cover type keeps every answer', () => {
    updateOverseasAnswers('international', { coverType: 'visitor', subclass: 'not-sure', months: '3' });
    renderStep('international', 'cover-type', <CoverTypeStep />);
    fireEvent.click(screen.getByRole('radio', { name: /^Visitor cover/ }));
    expect(screen.queryByText('Answers to give again')).not.toBeInTheDocument();
  });

  it('says visa condition 8501 applies to subclass 482, and not usually to 417', () => {
    renderStep('internationalWorkers', 'cover-type', <CoverTypeStep />);
    fireEvent.click(screen.getByRole('radio', { name: /^Subclass 482/ }));
    expect(screen.getByText('Subclass 482 carries visa condition 8501')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^Subclass 417/ }));
    expect(screen.getByText('Subclass 417 does not usually need health cover')).toBeInTheDocument();
  });

  it('lists a missing subclass on Continue and goes nowhere', () => {
    renderStep('internationalStudents', 'cover-type', <CoverTypeStep />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByRole('link', {
        name: 'Choose your visa subclass: student visa cover is for subclasses 500, 590.',
      }),
    ).toHaveAttribute('href', '#subclass');
    expect(push).not.toHaveBeenCalled();
  });
});

describe('DatesStep', () => {
  it('says the address is needed once arrived, before arrival, and asks no address', () => {
    updateOverseasAnswers('internationalStudents', { subclass: '500', who: 'single', arrival: typedDay(1) });
    renderStep('internationalStudents', 'dates', <DatesStep />);
    expect(screen.getByText(/^We need your address in Australia once you arrive/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Your address in Australia/ })).not.toBeInTheDocument();
  });

  it('offers an optional address from the arrival day', () => {
    updateOverseasAnswers('internationalStudents', { subclass: '500', who: 'single', arrival: typedDay(0) });
    renderStep('internationalStudents', 'dates', <DatesStep />);
    expect(screen.getByRole('combobox', { name: /Your address in Australia/ })).not.toBeRequired();
  });

  it('says student cover must last the whole visa, and shows the last day of cover', () => {
    updateOverseasAnswers('internationalStudents', {
      subclass: '500',
      who: 'single',
      arrival: typedDay(10),
      months: '12',
    });
    renderStep('internationalStudents', 'dates', <DatesStep />);
    expect(screen.getByText(/Student visa cover must last for your whole visa/)).toBeInTheDocument();
    expect(screen.getByText(/^Your cover would run from .* to .*\.$/)).toBeInTheDocument();
  });

  it('shows a length the cover type does not offer as no choice, with no dates of cover', () => {
    updateOverseasAnswers('international', {
      coverType: 'working',
      subclass: '482',
      who: 'single',
      arrival: typedDay(10),
      months: '100',
    });
    renderStep('international', 'dates', <DatesStep />);
    expect(screen.getByRole('combobox', { name: /^How many months of cover/ })).toHaveValue('');
    expect(screen.queryByText(/^Your cover would run from/)).not.toBeInTheDocument();
  });
});

describe('LevelStep', () => {
  it('prices each level for who is covered and the months', () => {
    updateOverseasAnswers('internationalWorkers', {
      subclass: '482',
      who: 'couple',
      arrival: typedDay(10),
      months: '3',
    });
    renderStep('internationalWorkers', 'choose-cover', <LevelStep />);
    const monthly = monthlyPrice('working', 'standard', 'couple');
    expect(
      screen.getByRole('radio', {
        name: new RegExp(
          `^Working Visa Standard: \\${formatPrice(monthly)} a month, \\${formatPrice(Math.round(monthly * 300) / 100)} in all`,
        ),
      }),
    ).toBeInTheDocument();
  });
});
