// A fund's rules as a document model: membership, dependants, premiums and arrears, suspension, cancellation,
// transfers, waiting periods, benefits, Lifetime Health Cover, the rebate, changes and complaints. The ages,
// waiting periods, tiers, excesses and loadings come from the product data and the quote rules; the brand's
// names from the identity the site passes in, so each brand's rules are the same function's output.
import { COVER_FOR_LABELS, HOSPITAL_TIERS } from '../data/constants';
import { DEPENDANT_AGE_CEILING, DEPENDANT_AGE_LIMITS } from '../data/dependants';
import { extrasServiceGroups } from '../data/extras-services';
import { KNOWN_GAP_MAXIMUM } from '../data/gap-scheme';
import { hospitalCategories, hospitalWaitingPeriods } from '../data/hospital-categories';
import { productsOfType } from '../data/products';
import { TIER_NAMES } from '../compare/compare-rows';
import {
  LHC_FREE_AGE,
  LHC_MAX_PERCENT,
  LHC_PERMITTED_DAYS,
  LHC_RATE_PER_YEAR,
  LHC_YEARS_TO_REMOVE,
} from '../quote/lhc';
import { INCOME_TIERS } from '../quote/rebate-data';
import { formatDollars } from '@ds/ui/format';
import { POLICY_BOOKLET_PATH } from './anchors';
import { FUND_TERMS, type FundIdentity } from './fund';
import { list, listText, ordinal, paragraph, periodText, section, table, type DocumentModel } from './model';

/** The facts the rules state, from the data by default; the tests pass changed ones. */
export interface FundRulesData {
  dependantAgeLimits: { nonStudentUnder: number; studentUnder: number };
  dependantAgeCeiling: number;
  hospitalWaitingPeriods: Record<keyof typeof hospitalWaitingPeriods, string>;
  extrasWaitingPeriods: readonly { name: string; waitingPeriod: string }[];
  clinicalCategoryCount: number;
  hospitalExcesses: readonly number[];
  knownGapMaximum: number;
  lhc: {
    freeAge: number;
    ratePerYear: number;
    maxPercent: number;
    yearsToRemove: number;
    permittedDays: number;
  };
  terms: Record<keyof typeof FUND_TERMS, number>;
}

export const FUND_RULES_DATA: FundRulesData = {
  dependantAgeLimits: DEPENDANT_AGE_LIMITS,
  dependantAgeCeiling: DEPENDANT_AGE_CEILING,
  hospitalWaitingPeriods,
  extrasWaitingPeriods: extrasServiceGroups,
  clinicalCategoryCount: hospitalCategories.length,
  hospitalExcesses: [
    ...new Set(
      productsOfType('hospital').flatMap((product) => (product.excess === undefined ? [] : [product.excess])),
    ),
  ].sort((a, b) => a - b),
  knownGapMaximum: KNOWN_GAP_MAXIMUM,
  lhc: {
    freeAge: LHC_FREE_AGE,
    ratePerYear: LHC_RATE_PER_YEAR,
    maxPercent: LHC_MAX_PERCENT,
    yearsToRemove: LHC_YEARS_TO_REMOVE,
    permittedDays: LHC_PERMITTED_DAYS,
  },
  terms: FUND_TERMS,
};

/** The rules of a fund. `path` is where its web page is: '/docs/fund-rules', '/gu/fund-rules'. */
export function fundRules(
  fund: FundIdentity,
  path: string,
  data: FundRulesData = FUND_RULES_DATA,
): DocumentModel {
  const { terms, lhc } = data;
  const { nonStudentUnder, studentUnder } = data.dependantAgeLimits;
  const baseTiers = HOSPITAL_TIERS.filter((tier) => !tier.endsWith('-plus')).map((tier) => TIER_NAMES[tier]);
  const policyTypes = Object.values(COVER_FOR_LABELS).map((label) => label.toLowerCase());
  const formsNote = fund.formsPath ? ` The forms are at ${fund.formsPath}.` : '';

  return {
    path,
    title: 'Fund rules',
    name: 'the fund rules',
    issuer: fund.name,
    lead: `The rules of ${fund.company}’s health insurance fund: who can be a member, paying for cover, waiting periods, benefits and your rights. They apply together with the policy booklet and your Private Health Information Statement.`,
    sections: [
      section('rules-and-definitions', '1. These rules', [
        paragraph(
          `These are the fund rules of ${fund.company} (“we”, “us”), a registered private health insurer, made under the Private Health Insurance Act 2007. They bind us and every member. The policy booklet (${POLICY_BOOKLET_PATH}) sets out what each cover includes.`,
        ),
        list([
          'Member: the person who holds the policy, and in these rules anyone covered by it.',
          'Policy: a contract of health insurance with us, for one of our hospital, extras or package covers.',
          'Dependant: a child or student who may be covered on a family or single-parent policy under rule 3.',
          'Premium: the amount payable for a policy, before or after the Australian Government Rebate.',
        ]),
      ]),
      section('membership', '2. Membership', [
        paragraph(
          fund.eligibility ??
            'Anyone who lives in Australia and is eligible for Medicare may apply to join. We do not refuse membership, or charge a different premium, because of health, age (other than a Lifetime Health Cover loading), sex, sexuality, race, religion or claims history.',
        ),
        paragraph(
          `A policy covers one of these: ${listText(policyTypes, 'or')}. The person who applies holds the policy and may add or remove people, change the cover and cancel it. Another adult on the policy may be given authority to act for it in writing.`,
        ),
      ]),
      section('dependants', '3. Dependants', [
        paragraph(
          `A family or single-parent policy covers, as dependants, children under ${nonStudentUnder} and full-time students under ${studentUnder} who are not married or in a de facto relationship. The law allows a fund to cover dependants up to the age of ${data.dependantAgeCeiling}; these are our limits within it.`,
        ),
        list([
          `A dependant who is not a full-time student is covered until their ${ordinal(nonStudentUnder)} birthday.`,
          `A dependant who studies full time is covered until their ${ordinal(studentUnder)} birthday, while they study full time.`,
          `A dependant who comes off a policy may join in their own name within ${terms.continuityDays} days of leaving it, without serving again any waiting period they have served.`,
          'A newborn or adopted child added to a family or single-parent policy within the time the policy allows is covered from the day of birth or adoption.',
        ]),
      ]),
      section('premiums-and-arrears', '4. Premiums and arrears', [
        paragraph(
          'Premiums are paid in advance, by direct debit, card or payroll deduction, weekly, fortnightly, monthly or yearly. We may change premiums with at least the notice the law requires; the change applies to every member of the same cover alike.',
        ),
        paragraph(
          `A policy is in arrears when its premium is not paid by the day it is due. A policy may be in arrears for up to ${terms.arrearsDays} days: no benefits are paid for treatment during that time until the arrears are paid, and then the policy continues without a break. A policy in arrears for more than ${terms.arrearsDays} days ends from the day its premiums were paid to.`,
        ),
      ]),
      section('suspension', '5. Suspending a policy', [
        paragraph(
          `A member who has held a policy for at least ${terms.suspensionAfterMonths} months, with premiums paid, may suspend it while travelling overseas for at least ${terms.suspensionMinWeeks} weeks and for up to ${terms.suspensionMaxYears} years at a time, or in financial hardship. Apply before the suspension starts.`,
        ),
        list([
          'No premiums are payable and no benefits are paid while the policy is suspended.',
          'The time suspended does not count towards waiting periods or towards an annual limit’s loyalty increase, but it does not break continuity of cover.',
          'Days of a suspension for overseas travel count as days of cover for Lifetime Health Cover only as the law allows.',
        ]),
      ]),
      section('cancellation', '6. Cancelling a policy', [
        paragraph(
          `A member may cancel a policy at any time by telling us. A new policy cancelled within ${terms.coolingOffDays} days of its start, with no claims made, has its premiums refunded in full; otherwise, premiums paid beyond the day of cancellation are refunded.`,
        ),
        paragraph(
          'We may end a policy only when its premiums are more than the allowed time in arrears, or for fraud, or when the member no longer meets these rules for membership; we tell the member in writing.',
        ),
      ]),
      section('transfers', '7. Transfers between funds', [
        paragraph(
          `A member who joins us from another fund, with no more than the allowed gap between the two, keeps the waiting periods served there for the same or lower cover. We ask the other fund for a transfer certificate; a member leaving us may ask us for one, and we send it within ${terms.transferCertificateDays} days.`,
        ),
      ]),
      section('waiting-periods', '8. Waiting periods', [
        paragraph(
          'Benefits are payable once a waiting period has been served, from the start of a policy or of an upgrade. The waiting periods are:',
        ),
        table(
          'Hospital waiting periods',
          ['Treatment', 'Waiting period'],
          [
            { heading: 'Most hospital treatment', cells: [periodText(data.hospitalWaitingPeriods.general)] },
            {
              heading: 'Pregnancy and birth',
              cells: [periodText(data.hospitalWaitingPeriods.pregnancyAndBirth)],
            },
            {
              heading: 'Pre-existing conditions',
              cells: [periodText(data.hospitalWaitingPeriods.preExistingConditions)],
            },
            {
              heading: 'Psychiatric care, rehabilitation and palliative care',
              cells: [periodText(data.hospitalWaitingPeriods.preExistingPsychiatricRehabilitationPalliative)],
            },
            {
              heading: 'Accidental injury, where covered',
              cells: [periodText(data.hospitalWaitingPeriods.accidents)],
            },
          ],
        ),
        table(
          'Extras waiting periods',
          ['Benefit', 'Waiting period'],
          data.extrasWaitingPeriods.map((group) => ({
            heading: group.name,
            cells: [periodText(group.waitingPeriod)],
          })),
        ),
      ]),
      section('benefits', '9. Benefits', [
        paragraph(
          `Hospital covers are sold at the ${listText(baseTiers)} tiers, and Plus covers that add to a tier. Each lists all ${data.clinicalCategoryCount} clinical categories as included, restricted or excluded, as the policy booklet shows. An excess of ${listText(
            data.hospitalExcesses.map((amount) => formatDollars(amount)),
            'or',
          )}, as the cover states, is payable per hospital admission.`,
        ),
        paragraph(
          `Under our gap cover scheme, ${fund.gapScheme}, a participating specialist charges no gap or a known gap of at most ${formatDollars(data.knownGapMaximum)} per episode of care.`,
        ),
        paragraph(
          `Extras benefits are paid up to the limits of the cover, which reset each calendar year unless the booklet says otherwise. Benefits are paid only for services by recognised providers, and never more than the fee charged. A claim must reach us within ${terms.claimWithinYears} years of the service.${formsNote}`,
        ),
      ]),
      section('lifetime-health-cover', '10. Lifetime Health Cover', [
        paragraph(
          `The law adds a Lifetime Health Cover loading to the hospital cover premium of a person who first takes out hospital cover after 1 July following their ${ordinal(lhc.freeAge + 1)} birthday: ${lhc.ratePerYear}% for every year they are over ${lhc.freeAge}, up to ${lhc.maxPercent}%. The loading is removed after ${lhc.yearsToRemove} continuous years of hospital cover. A person may be without hospital cover for ${lhc.permittedDays.toLocaleString('en-AU')} days in their life without the loading growing.`,
        ),
      ]),
      section('rebate', '11. Australian Government Rebate', [
        paragraph(
          `A member may claim the Australian Government Rebate as a reduction of their premium, or at tax time. The rebate depends on the member’s income, in ${INCOME_TIERS.length} tiers from the Base tier to Tier ${INCOME_TIERS.length - 1}, and on the age of the oldest person on the policy. It does not apply to the part of a premium that is a Lifetime Health Cover loading. The member must tell us if their tier changes.`,
        ),
      ]),
      section('changes-to-the-rules', '12. Changes to these rules', [
        paragraph(
          `We may change these rules. We give members at least ${terms.noticeDays} days’ written notice of a change that could disadvantage them, such as a reduction in benefits.`,
        ),
      ]),
      section('complaints', '13. Complaints', [
        paragraph(
          `Tell us first: call ${fund.phone}, or write to ${fund.mail.join(', ')}. We aim to resolve most complaints straight away, and respond in writing within ${terms.complaintResponseDays} days.`,
        ),
        paragraph(
          'If you are not satisfied, you may contact the Private Health Insurance Ombudsman, part of the Commonwealth Ombudsman, a free and independent service.',
        ),
      ]),
    ],
  };
}
