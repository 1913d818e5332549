// The 'About each person' step: one fieldset per person the cover includes, the study question only at the ages
// where it decides whether a child can be covered, and Continue listing what to fix.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { clearNzAnswers, updateNzAnswers } from '../journey-store';
import { PeopleStep } from './PeopleStep';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  // Unmounted first: forgetting the answers must not re-render a step no test is looking at.
  cleanup();
  clearNzAnswers();
  sessionStorage.clear();
  push.mockReset();
});

describe('PeopleStep', () => {
  it('asks each adult and each child the cover includes', () => {
    updateNzAnswers({ cover: 'family', childCount: '2' });
    render(<PeopleStep />);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(
      expect.arrayContaining(['You', 'Your partner', 'Child 1', 'Child 2']),
    );
    expect(screen.getByRole('textbox', { name: /^Your partner’s age/ })).toBeInTheDocument();
    expect(
      screen.getByRole('radiogroup', { name: /^Has your partner smoked or vaped in the last 12 months/ }),
    ).toBeInTheDocument();
  });

  it('asks whether a child is studying only from 21 to 24', () => {
    updateNzAnswers({ cover: 'me-and-children', childCount: '1' });
    render(<PeopleStep />);
    const age = screen.getByRole('textbox', { name: /^Child 1’s age/ });
    const studying = () => screen.queryByRole('radiogroup', { name: /^Is child 1 studying full-time/ });
    fireEvent.change(age, { target: { value: '20' } });
    expect(studying()).not.toBeInTheDocument();
    fireEvent.change(age, { target: { value: '21' } });
    expect(studying()).toBeInTheDocument();
    fireEvent.change(age, { target: { value: '24' } });
    expect(studying()).toBeInTheDocument();
    fireEvent.change(age, { target: { value: '25' } });
    expect(studying()).not.toBeInTheDocument();
  });

  it('lists what to fix on Continue, keeps what was typed, and goes nowhere', () => {
    updateNzAnswers({ cover: 'just-me' });
    render(<PeopleStep />);
    const age = screen.getByRole('textbox', { name: /^Your age/ });
    fireEvent.change(age, { target: { value: '17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('link', { name: /^You need to be 18 or older/ })).toHaveAttribute(
      'href',
      '#adult-age-0',
    );
    expect(
      screen.getByRole('link', { name: 'Choose whether you have smoked or vaped in the last 12 months.' }),
    ).toBeInTheDocument();
    expect(age).toHaveValue('17');
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();
  });

  it('goes to the plan once every answer is right', () => {
    updateNzAnswers({ cover: 'just-me' });
    render(<PeopleStep />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Your age/ }), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(push).toHaveBeenCalledWith('/nz/get-a-quote/plan');
  });
});
