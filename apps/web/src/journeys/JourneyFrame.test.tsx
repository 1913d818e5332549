import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nzQuoteJourney } from '@/nz-quote/journey';
import type { JourneyDefinition } from './journey-definition';
import { JourneyFrame } from './JourneyFrame';

const journey = nzQuoteJourney as unknown as JourneyDefinition;
const [first, second, third] = journey.steps.map((step) => step.id);
const frame = (step: string) => (
  <>
    <main tabIndex={-1}>
      <JourneyFrame journey={journey} step={step} hydrated hasProblems={() => false}>
        <button type="button">Continue</button>
      </JourneyFrame>
    </main>
    <a href="#elsewhere">Elsewhere</a>
  </>
);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const stepHeading = () => screen.getByRole('heading', { level: 2 });

describe('JourneyFrame', () => {
  it('moves focus to the heading of a step arrived at from another, unless the visitor has moved on', async () => {
    const { rerender } = render(frame(first!));
    await nextFrame();
    // Opened afresh: focus stays where the page load left it.
    expect(stepHeading()).not.toHaveFocus();

    rerender(frame(second!));
    await nextFrame();
    expect(stepHeading()).toHaveFocus();
    expect(stepHeading()).toHaveTextContent(/^Step 2 of/);

    // A step that arrives after the visitor has tabbed on leaves their focus where it is.
    rerender(frame(third!));
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    await nextFrame();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
  });
});
