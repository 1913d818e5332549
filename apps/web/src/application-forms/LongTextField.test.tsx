import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LongTextField, charactersLeft } from './LongTextField';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <LongTextField label="Describe the project" limit={20} value={value} onChange={setValue} />;
}

describe('LongTextField', () => {
  it('counts what is left and what is over', () => {
    expect(charactersLeft(0, 1_500)).toBe('You have 1,500 characters left');
    expect(charactersLeft(1_499, 1_500)).toBe('You have 1 character left');
    expect(charactersLeft(1_500, 1_500)).toBe('You have 0 characters left');
    expect(charactersLeft(1_501, 1_500)).toBe('You have 1 character too many');
  });

  it('shows the count at once, describes the textarea with it, and keeps text past the limit', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole('textbox', { name: 'Describe the project' });
    expect(box).toHaveAccessibleDescription('You have 20 characters left');
    await user.type(box, 'a'.repeat(22));
    expect(box).toHaveValue('a'.repeat(22));
    expect(box).toHaveAccessibleDescription('You have 2 characters too many');
  });

  it('tells a screen reader the count once typing pauses, not at every keystroke', () => {
    vi.useFakeTimers();
    try {
      render(<Field />);
      const live = document.querySelector('[aria-live="polite"]')!;
      expect(live).toHaveTextContent('You have 20 characters left');
      const box = screen.getByRole('textbox');
      act(() => {
        box.focus();
      });
      fireEvent.change(box, { target: { value: 'abc' } });
      expect(live).toHaveTextContent('You have 20 characters left');
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(live).toHaveTextContent('You have 17 characters left');
    } finally {
      vi.useRealTimers();
    }
  });
});
