// A saved overseas quote's page: the quote as the service kept it, a clear message for an unknown link, a retry when
// the service cannot answer, and 'Start a new quote' that forgets the last answers (a shared computer).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@ds/api/fetch-json';
import { openApplication } from '@/journeys/application-client';
import type * as ApplicationClient from '@/journeys/application-client';
import { startingAnswers } from './journey';
import { updateOverseasAnswers } from './journey-store';
import { SavedOverseasQuoteView } from './SavedOverseasQuoteView';

vi.mock('@/journeys/application-client', async (original) => ({
  ...(await original<typeof ApplicationClient>()),
  openApplication: vi.fn(),
}));
const opened = vi.mocked(openApplication);

const contact = { phoneNumber: '1800 975 708', openHours: ['Monday to Friday, 8am to 8pm AEST'] };
const saved = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  kind: 'overseas-quote' as const,
  savedAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-12-26T09:00:00.000Z',
  answers: {
    coverType: 'student' as const,
    subclass: '500',
    who: 'single' as const,
    arrival: '2027-02-15',
    months: 12,
    level: 'essentials' as const,
  },
  result: {
    productId: 'student-essentials',
    productName: 'Student Essentials',
    monthly: 52.4,
    months: 12,
    start: '2027-02-15',
    end: '2028-02-14',
    total: 628.8,
  },
};

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  opened.mockReset();
});

const openWithId = () =>
  window.history.replaceState(null, '', `/overseas-students/quote/saved?id=${saved.id}`);

describe('SavedOverseasQuoteView', () => {
  it('shows the saved quote: what it covers and how its price is made up', async () => {
    openWithId();
    opened.mockResolvedValue({ application: saved });
    render(<SavedOverseasQuoteView variant="internationalStudents" contact={contact} />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening your quote…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Student Essentials' })).toBeInTheDocument();
    expect(screen.getByText('Subclass 500, Student')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^You pay for 12 months/ })).toHaveTextContent('$628.80');
    expect(
      screen.getByRole('row', { name: /^Months of cover \(15 February 2027 to 14 February 2028\)/ }),
    ).toBeInTheDocument();
  });

  it('says an unknown or expired link is not found', async () => {
    openWithId();
    opened.mockRejectedValue(new ApiError('Not found', 404));
    render(<SavedOverseasQuoteView variant="internationalStudents" contact={contact} />);
    expect(await screen.findByText('We couldn’t find that quote')).toBeInTheDocument();
  });

  it('offers to try again when the service does not answer, and opens the quote then', async () => {
    openWithId();
    opened
      .mockRejectedValueOnce(new ApiError('Unavailable', 503))
      .mockResolvedValueOnce({ application: saved });
    render(<SavedOverseasQuoteView variant="internationalStudents" contact={contact} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Student Essentials' })).toBeInTheDocument();
  });

  it('forgets the last answers on Start a new quote, back to the site’s own cover type', () => {
    updateOverseasAnswers('internationalWorkers', { coverType: 'visitor', subclass: '600', who: 'couple' });
    render(<SavedOverseasQuoteView variant="internationalWorkers" contact={contact} />);
    const start = screen.getByRole('link', { name: 'Start a new quote' });
    expect(start).toHaveAttribute('href', '/overseas-working-visitors/quote/cover-type');
    start.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(start);
    expect(JSON.parse(sessionStorage.getItem('overseas-quote:v1:internationalWorkers')!)).toEqual(
      startingAnswers('internationalWorkers'),
    );
  });
});
