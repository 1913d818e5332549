import { describe, expect, it } from 'vitest';
import { FUND_RULES_DATA, fundRules } from './fund-rules';
import { allSections, type DocumentModel } from './model';
import { testFund } from './test-fund';

const rules = fundRules(testFund, '/docs/fund-rules');

function fullText(document: DocumentModel): string {
  return allSections(document.sections)
    .flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => {
        if (block.kind === 'paragraph') return [block.text];
        if (block.kind === 'list') return block.items;
        if (block.kind === 'table') return block.rows.flatMap((row) => [row.heading, ...row.cells]);
        return [];
      }),
    ])
    .join('\n');
}

describe('fundRules', () => {
  it('has the rules a member needs, each its own anchored section', () => {
    expect(rules.sections.map((section) => section.id)).toEqual([
      'rules-and-definitions',
      'membership',
      'dependants',
      'premiums-and-arrears',
      'suspension',
      'cancellation',
      'transfers',
      'waiting-periods',
      'benefits',
      'lifetime-health-cover',
      'rebate',
      'changes-to-the-rules',
      'complaints',
    ]);
    expect(rules.path).toBe('/docs/fund-rules');
  });

  it('states the data’s dependant ages, Lifetime Health Cover figures, excesses and waiting periods', () => {
    const text = fullText(rules);
    expect(text).toContain('children under 22 and full-time students under 31');
    expect(text).toContain('2% for every year they are over 30, up to 70%');
    expect(text).toContain('$500 or $750');
    expect(text).toContain('Pregnancy and birth\n12 months');
  });

  it('changes when a fact of the data changes', () => {
    const changed = fundRules(testFund, '/docs/fund-rules', {
      ...FUND_RULES_DATA,
      dependantAgeLimits: { nonStudentUnder: 25, studentUnder: 29 },
      lhc: { ...FUND_RULES_DATA.lhc, maxPercent: 65 },
      terms: { ...FUND_RULES_DATA.terms, arrearsDays: 90 },
    });
    const text = fullText(changed);
    expect(text).toContain('children under 25 and full-time students under 29');
    expect(text).toContain('up to 65%');
    expect(text).toContain('up to 90 days');
    expect(fullText(rules)).not.toContain('up to 90 days');
  });

  it('is the given fund’s: its names, its eligibility and its forms', () => {
    const restricted = fundRules(
      { ...testFund, eligibility: 'Only members of the Test Union may join.', formsPath: '/test/forms' },
      '/test/fund-rules',
    );
    expect(restricted.issuer).toBe('Test Fund');
    const text = fullText(restricted);
    expect(text).toContain('Test Fund Pty Ltd');
    expect(text).toContain('Only members of the Test Union may join.');
    expect(text).toContain('/test/forms');
    expect(fullText(rules)).not.toContain('Test Union');
  });
});
