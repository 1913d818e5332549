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
    fireEvent.pointerEnter(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Singles' })).toBeVisible();
    fireEvent.pointerLeave(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('when focus moves to a trigger, nothing opens, and Tab goes on to the next trigger', async () => {
    const user = userEvent.setup();
    render(<NavBar links={links} />);
    await user.tab();
    const health = screen.getByRole('button', { name: 'Health' });
    expect(health).toHaveFocus();
    expect(health).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Travel' })).toHaveFocus();
    expect(health).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Enter is pressed on a trigger it opens; Tab enters the panel; Escape there closes it and returns focus to the trigger; Space toggles', async () => {
    const user = userEvent.setup();
    render(<NavBar links={links} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Health' });
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Health overview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('when focus leaves an open panel, it closes', async () => {
    const user = userEvent.setup();
    render(<NavBar links={links} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a link in an open panel is followed, the panel closes', async () => {
    const user = userEvent.setup();
    render(<NavBar links={links} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    const link = screen.getByRole('link', { name: 'Health overview' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Escape is pressed anywhere, a panel opened by hover closes', () => {
    render(<NavBar links={links} />);
    const trigger = screen.getByRole('button', { name: 'Health' });
    fireEvent.pointerEnter(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the visitor goes Back or Forward, an open panel closes', () => {
    render(<NavBar links={links} />);
    const trigger = screen.getByRole('button', { name: 'Health' });
    fireEvent.pointerEnter(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent(window, new PopStateEvent('popstate'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a tap toggles the dropdown open, and a second tap closes it', () => {
    render(<NavBar links={links} />);
    const trigger = screen.getByRole('button', { name: 'Health' });
    const item = trigger.parentElement as HTMLElement;
    for (const expected of ['true', 'false']) {
      fireEvent.pointerEnter(item, { pointerType: 'touch' });
      fireEvent.pointerDown(trigger, { pointerType: 'touch' });
      fireEvent.focus(trigger);
      fireEvent.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', expected);
    }
  });

  it('the pointer does not hide a panel that holds keyboard focus', async () => {
    const user = userEvent.setup();
    render(<NavBar links={links} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    const link = screen.getByRole('link', { name: 'Health overview' });
    expect(link).toHaveFocus();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Travel' }).parentElement as HTMLElement, {
      pointerType: 'mouse',
    });
    fireEvent.pointerLeave(link.closest('li') as HTMLElement, { pointerType: 'mouse' });
    expect(link).toBeVisible();
    expect(screen.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('only one dropdown is open at a time', () => {
    render(<NavBar links={links} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Health' }).parentElement as HTMLElement, {
      pointerType: 'mouse',
    });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Travel' }).parentElement as HTMLElement, {
      pointerType: 'mouse',
    });
    expect(screen.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-expanded', 'true');
  });
});
