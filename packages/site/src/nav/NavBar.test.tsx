import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBar } from './NavBar';

const links = [
  { id: 'a', title: 'Health', url: '/health', children: [{ id: 'a1', title: 'Singles', url: '/singles' }] },
  { id: 'b', title: 'Travel', children: [{ id: 'b1', title: 'Quote', url: '/quote' }] },
];

describe('NavBar (disclosure navigation)', () => {
  it('when the pointer enters an item, its dropdown opens; when it leaves, it closes', () => {
    render(<NavBar links={links} />);
    const trigger = screen.getByRole('button', { name: 'Health' });
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Singles' })).toBeVisible();
    fireEvent.mouseLeave(trigger.parentElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('when focus is on a trigger and Escape is pressed, it closes and focus stays on the trigger', async () => {
    const user = userEvent.setup();
    render(<NavBar links={links} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Health' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Health overview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('only one dropdown is open at a time', () => {
    render(<NavBar links={links} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Health' }).parentElement as HTMLElement);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Travel' }).parentElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-expanded', 'true');
  });
});
