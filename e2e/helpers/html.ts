// Validates served HTML with html-validate's recommended rules.
import { HtmlValidate } from 'html-validate';
import { expect } from '@playwright/test';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Next writes `<!DOCTYPE html>` in upper case; both forms are valid HTML.
    'doctype-style': 'off',
    // Formatting preferences, not validity.
    'no-trailing-whitespace': 'off',
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    // React writes some attribute names in camel case (charSet) and empty values (crossorigin=""): both valid.
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    // React's useId() ids start with an underscore, which HTML allows.
    'valid-id': ['error', { relaxed: true }],
    // Lists styled without bullets carry role="list" on purpose: Safari drops their list semantics otherwise.
    'no-redundant-role': 'off',
    // Labelled lists (ribbon, legal, social) are allowed names for the list role.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A checkbox group submits its ticked boxes under one name (name=a&name=b), as HTML forms intend.
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
    // A combobox's suggestions are a role="listbox": a native <select> cannot list what a text box suggests.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
  },
});

export async function expectValidHtml(html: string, where: string) {
  const report = await validator.validateString(html);
  const messages = report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line}:${m.column}) ${m.selector ?? ''}`),
  );
  expect(messages, `HTML validation errors on ${where}`).toEqual([]);
}
