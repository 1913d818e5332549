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
  },
});

export async function expectValidHtml(html: string, where: string) {
  const report = await validator.validateString(html);
  const messages = report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line}:${m.column}) ${m.selector ?? ''}`),
  );
  expect(messages, `HTML validation errors on ${where}`).toEqual([]);
}
