// A saved NZ quote's page without a usable link: says so, and 'Start a new quote' starts the NZ quote afresh.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { emptyNzAnswers } from './journey';
import { updateNzAdult, updateNzAnswers } from './journey-store';
import { SavedNzQuoteView } from './SavedNzQuoteView';

const contact = { phoneNumber: '0800 123 456', openHours: ['Monday to Friday, 8am to 6pm NZT'] };

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('SavedNzQuoteView', () => {
  it('says a link without an id finds nothing, and starts a new NZ quote with the last answers forgotten', () => {
    updateNzAnswers({ cover: 'just-me', planId: 'everyday', excess: '500' });
    updateNzAdult(0, { age: '42', smoker: 'no' });
    render(<SavedNzQuoteView contact={contact} />);
    expect(screen.getByText('We couldn’t find that quote')).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start a new quote' });
    expect(start).toHaveAttribute('href', '/nz/get-a-quote');
    start.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(start);
    expect(JSON.parse(sessionStorage.getItem('nz-quote-journey:v1')!)).toEqual(emptyNzAnswers);
  });
});
