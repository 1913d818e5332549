import { describe, expect, it } from 'vitest';
import { fundForms } from './forms';
import { allSections } from './model';
import { testFund } from './test-fund';

const forms = fundForms({ ...testFund, email: 'forms@test.example' }, '/test/forms');

describe('fundForms', () => {
  it('has the forms a member asks for, each at its own path under the base', () => {
    expect(forms.map((form) => form.slug)).toEqual([
      'claim-form',
      'change-of-details',
      'add-or-remove-a-person',
      'suspension-of-membership',
      'transfer-certificate-request',
      'third-party-authority',
    ]);
    for (const form of forms) expect(form.path).toBe(`/test/forms/${form.slug}`);
  });

  it('gives every form fields to fill in, a signed declaration and where to send it', () => {
    for (const form of forms) {
      const sections = allSections(form.sections);
      const fields = sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.kind === 'fields' ? block.fields : [])),
      );
      expect(
        fields.some((field) => field.label === 'Membership number'),
        form.slug,
      ).toBe(true);
      expect(
        fields.some((field) => field.kind === 'signature'),
        form.slug,
      ).toBe(true);
      const send = sections.find((section) => section.id === 'send-it-to-us');
      const said = send?.blocks.map((block) => (block.kind === 'paragraph' ? block.text : '')).join(' ');
      expect(said).toContain('PO Box 1, Testville NSW 2000');
      expect(said).toContain('forms@test.example');
      const ids = sections.map((section) => section.id);
      expect(new Set(ids).size, form.slug).toBe(ids.length);
    }
  });

  it('names each form as a sentence would', () => {
    expect(forms.map((form) => form.name)).toEqual([
      'the claim form',
      'the change of details form',
      'the add or remove a person form',
      'the suspension of membership form',
      'the transfer certificate request form',
      'the authority for a third party form',
    ]);
  });

  it('gives every choice its options', () => {
    for (const form of forms) {
      for (const section of allSections(form.sections)) {
        for (const block of section.blocks) {
          if (block.kind !== 'fields') continue;
          for (const field of block.fields) {
            if (field.kind === 'choice') expect(field.options?.length, field.label).toBeGreaterThan(1);
          }
        }
      }
    }
  });
});
