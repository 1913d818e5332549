import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { emptyAnswers } from './journey';
import { readAnswers, updateAdult, updateAnswers } from './journey-store';
import { SavedQuoteView } from './SavedQuoteView';

const contact = { phoneNumber: '1300 975 707', openHours: ['Monday to Friday, 8am to 8pm AEST'] };

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Start a new quote from a saved quote’s page', () => {
  it('forgets the last answers, so the next person on a shared computer starts empty', () => {
    updateAnswers({
      cover: 'single',
      locationBy: 'address',
      address: { State: 'VIC' } as never,
      productId: 'x',
    });
    updateAdult(0, { dateOfBirth: '12/04/1985' });
    // No id: the 'couldn’t find that quote' message, with its own way to a new quote.
    render(<SavedQuoteView contact={contact} />);
    const start = screen.getByRole('link', { name: 'Start a new quote' });
    expect(start).toHaveAttribute('href', '/health-insurance/join/welcome');
    // The link's own navigation is not what is tested here.
    start.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(start);
    expect(readAnswers()).toEqual(emptyAnswers);
    expect(JSON.parse(sessionStorage.getItem('quote-journey:v2')!)).toEqual(emptyAnswers);
  });
});
