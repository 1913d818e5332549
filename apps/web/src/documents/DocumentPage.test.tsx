import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentPage, kilobytes } from './DocumentPage';
import { guForms, policyBookletDocument } from './site-documents';

describe('DocumentPage', () => {
  it('shows the document’s title, its PDF with the size, and a table of contents that links each section', () => {
    render(<DocumentPage document={policyBookletDocument} pdfBytes={99_411} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Policy booklet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the policy booklet (PDF, 98 KB)' })).toHaveAttribute(
      'href',
      '/docs/policy-booklet.pdf',
    );
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const heart = within(contents).getByRole('link', { name: 'Heart and vascular system' });
    expect(heart).toHaveAttribute('href', '#hospital-heart-and-vascular-system');
    const section = document.getElementById('hospital-heart-and-vascular-system')!;
    expect(within(section).getByRole('heading', { name: 'Heart and vascular system' }).tagName).toBe('H4');
    expect(
      within(section).getByRole('table', {
        name: 'Heart and vascular system: cover on each hospital product',
      }),
    ).toBeInTheDocument();
  });

  it('gives every contents link a section to land on', () => {
    const { container } = render(<DocumentPage document={policyBookletDocument} pdfBytes={1} />);
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    for (const link of links) {
      expect(container.querySelector(link.getAttribute('href')!), link.textContent!).not.toBeNull();
    }
  });

  it('prints a form’s fields with their hints and choices', () => {
    const claim = guForms.find((form) => form.slug === 'claim-form')!;
    render(<DocumentPage document={claim} pdfBytes={2048} />);
    expect(screen.getByRole('link', { name: 'Download the claim form (PDF, 2 KB)' })).toBeInTheDocument();
    expect(screen.getByText('Membership number')).toBeInTheDocument();
    expect(screen.getByText('On your membership card')).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').some((item) => item.textContent === 'My nominated bank account'),
    ).toBe(true);
  });

  it('states a size in whole KB, never less than the file', () => {
    expect(kilobytes(1)).toBe('1 KB');
    expect(kilobytes(1024)).toBe('1 KB');
    expect(kilobytes(1025)).toBe('2 KB');
  });
});
