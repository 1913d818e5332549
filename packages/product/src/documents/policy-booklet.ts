// The policy booklet (/docs/policy-booklet) as a document model, built from the product data alone: every product,
// tier, clinical category, extras benefit, limit, waiting period, excess and age it states comes from the data
// modules, so a change to the data changes the booklet (web page and PDF) at the next build.
import {
  COVERED_TYPE_CODES,
  COVERED_TYPE_LABELS,
  COVER_FOR_LABELS,
  STATES,
  STATE_LABELS,
} from '../data/constants';
import { DEPENDANT_AGE_LIMITS } from '../data/dependants';
import { extrasServiceGroups, type ExtrasServiceGroup } from '../data/extras-services';
import { KNOWN_GAP_MAXIMUM } from '../data/gap-scheme';
import {
  hospitalCategories,
  hospitalWaitingPeriods,
  type HospitalCategory,
} from '../data/hospital-categories';
import { products } from '../data/products';
import type { AnnualLimit, CoveredTypeCode, Inclusion, Product } from '../data/schema';
import { TIER_NAMES } from '../compare/compare-rows';
import { COVER_TYPE_EXPLANATIONS } from '../rules/cover-type';
import { annualLimitText } from '../rules/annual-limit-text';
import { formatDollars } from '@ds/ui/format';
import { POLICY_BOOKLET_PATH, extrasAnchor, hospitalAnchor } from './anchors';
import { FUND_TERMS, type FundIdentity } from './fund';
import {
  list,
  listText,
  ordinal,
  paragraph,
  periodText,
  plainText,
  section,
  table,
  type DocumentBlock,
  type DocumentModel,
  type DocumentSection,
  type TableRow,
} from './model';

/** Everything the booklet is made from: the real data by default; the tests pass a changed copy. */
export interface BookletData {
  products: readonly Product[];
  hospitalCategories: readonly HospitalCategory[];
  extrasServiceGroups: readonly ExtrasServiceGroup[];
  hospitalWaitingPeriods: Record<keyof typeof hospitalWaitingPeriods, string>;
  dependantAgeLimits: { nonStudentUnder: number; studentUnder: number };
  knownGapMaximum: number;
}

export const BOOKLET_DATA: BookletData = {
  products,
  hospitalCategories,
  extrasServiceGroups,
  hospitalWaitingPeriods,
  dependantAgeLimits: DEPENDANT_AGE_LIMITS,
  knownGapMaximum: KNOWN_GAP_MAXIMUM,
};

/** What each of the law's waiting periods is for, in the order the table lists them. */
const HOSPITAL_WAIT_NAMES: Record<keyof typeof hospitalWaitingPeriods, string> = {
  general: 'Hospital treatment, unless a longer wait below applies',
  pregnancyAndBirth: 'Pregnancy and birth',
  preExistingConditions: 'Pre-existing conditions',
  preExistingPsychiatricRehabilitationPalliative:
    'Psychiatric care, rehabilitation and palliative care, whether or not the condition is pre-existing',
  accidents: 'Accidental injury after you join, on a cover that includes accident cover',
};

/** The two codes that say what they mean; the others are explained by the modal's own words. */
const PLAIN_COVER_TYPES: Partial<Record<CoveredTypeCode, string>> = {
  Inclusion:
    'Included: we pay benefits towards your hospital stay as a private patient and towards the medical services you receive in hospital.',
  Exclusion:
    'Excluded: we pay no benefits for the service, and you may wish to be treated as a public patient in a public hospital.',
};

const productsOf = (data: BookletData, type: Product['type']) =>
  data.products.filter((product) => product.type === type);

/** 'Basic, Bronze, Silver and Gold': the tier and every tier above it must cover the category. */
function tiersFrom(minimumTier: HospitalCategory['minimumTier']): string {
  const base = ['basic', 'bronze', 'silver', 'gold'] as const;
  return listText(base.slice(base.indexOf(minimumTier)).map((tier) => TIER_NAMES[tier]));
}

/** States a product is not sold in, as a sentence, or nothing when it is sold everywhere. */
function notSoldIn(product: Product): string | null {
  const missing = STATES.filter((state) => !product.availableIn.includes(state));
  return missing.length
    ? `${product.name} is not sold in ${listText(
        missing.map((state) => STATE_LABELS[state]),
        'or',
      )}.`
    : null;
}

/**
 * The products' notes on one inclusion (disclaimer, extra information), each said once with the products it
 * applies to, and the notes of the same products together: 'On Silver Waratah Hospital and Gold Banksia
 * Hospital: ...'.
 */
function notesOn(entries: readonly { product: Product; inclusion: Inclusion }[]): DocumentBlock[] {
  const productsByNote = new Map<string, string[]>();
  for (const { product, inclusion } of entries) {
    for (const text of [inclusion.disclaimer, inclusion.inclusionExtraInfo]) {
      if (!text) continue;
      productsByNote.set(text, [...(productsByNote.get(text) ?? []), product.name]);
    }
  }
  const notesByProducts = new Map<string, string[]>();
  for (const [text, names] of productsByNote) {
    const who = listText(names);
    notesByProducts.set(who, [...(notesByProducts.get(who) ?? []), plainText(text)]);
  }
  return [...notesByProducts].map(([who, texts]) => paragraph(`On ${who}: ${texts.join(' ')}`));
}

/** Every hospital inclusion the products list: the clinical categories in the law's order, then the others. */
function hospitalInclusionIds(data: BookletData): string[] {
  const ids = data.hospitalCategories.map((category) => category.id as string);
  for (const product of productsOf(data, 'hospital')) {
    for (const inclusion of product.inclusions) if (!ids.includes(inclusion.id)) ids.push(inclusion.id);
  }
  return ids;
}

function hospitalInclusionSection(data: BookletData, id: string): DocumentSection {
  const entries = productsOf(data, 'hospital').flatMap((product) => {
    const inclusion = product.inclusions.find((candidate) => candidate.id === id);
    return inclusion ? [{ product, inclusion }] : [];
  });
  const first = entries[0]!.inclusion;
  const category = data.hospitalCategories.find((candidate) => candidate.id === id);
  const rows: TableRow[] = productsOf(data, 'hospital').map((product) => {
    const inclusion = product.inclusions.find((candidate) => candidate.id === id);
    return {
      heading: product.name,
      cells: [inclusion ? COVERED_TYPE_LABELS[inclusion.coveredTypeCode] : COVERED_TYPE_LABELS.Exclusion],
    };
  });
  return section(hospitalAnchor(id), first.name, [
    paragraph(plainText(first.description)),
    paragraph(
      category
        ? `Waiting period: ${periodText(first.waitingPeriod)}. ${tiersFrom(category.minimumTier)} hospital covers must include this clinical category.`
        : `Waiting period: ${periodText(first.waitingPeriod)}. This is not one of the clinical categories: it is cover of our own on the products that list it.`,
    ),
    table(`${first.name}: cover on each hospital product`, ['Hospital cover', 'Cover'], rows),
    ...notesOn(entries),
  ]);
}

function hospitalSection(data: BookletData): DocumentSection {
  const hospital = productsOf(data, 'hospital');
  const overview = table(
    'Our hospital covers',
    ['Hospital cover', 'Tier', 'Excess', 'What it is for'],
    hospital.map((product) => ({
      heading: product.name,
      cells: [
        product.tier ? TIER_NAMES[product.tier] : '',
        product.excess === undefined ? 'None' : formatDollars(product.excess),
        product.summary,
      ],
    })),
  );
  const availability = hospital.flatMap((product) => notSoldIn(product) ?? []);
  const coverTypes = table(
    'What each kind of cover means',
    ['Cover', 'What we pay'],
    COVERED_TYPE_CODES.map((code) => ({
      heading: COVERED_TYPE_LABELS[code],
      // The explanations start by naming the label, which the row header already does.
      cells: [
        plainText(PLAIN_COVER_TYPES[code] ?? COVER_TYPE_EXPLANATIONS[code] ?? '').replace(
          `${COVERED_TYPE_LABELS[code]}: `,
          '',
        ),
      ],
    })),
  );
  return section(
    'hospital-cover',
    'Hospital cover',
    [
      paragraph(
        `We offer ${hospital.length} hospital covers. Each is named after its tier, as the law requires, and covers at least the clinical categories of its tier; a Plus cover adds some categories of the tier above. Every hospital cover lists all ${data.hospitalCategories.length} clinical categories, as included, restricted or excluded.`,
      ),
      overview,
      ...availability.map(paragraph),
    ],
    [
      section('cover-types', 'What included, restricted and excluded mean', [coverTypes]),
      section(
        'clinical-categories',
        'Clinical categories and what each cover pays',
        [
          paragraph(
            'For each clinical category, what it is, its waiting period, and how each of our hospital covers treats it.',
          ),
        ],
        hospitalInclusionIds(data).map((id) => hospitalInclusionSection(data, id)),
      ),
    ],
  );
}

/** A limit in a table cell: '$350 (up to $100 for Prescription sunglasses)', 'No limit', 'Not covered'. */
function limitCell(limit: AnnualLimit | undefined): string {
  if (!limit) return 'Not covered';
  const text = annualLimitText(limit) || 'No limit';
  const children = limit.childLimits.map(
    (child) => `up to ${formatDollars(child.limitAmount)} for ${child.serviceName}`,
  );
  return children.length ? `${text} (${children.join('; ')})` : text;
}

function extrasGroupSection(data: BookletData, group: ExtrasServiceGroup): DocumentSection {
  const extras = productsOf(data, 'extras');
  const rows: TableRow[] = group.services.map((service) => ({
    heading: service.name,
    cells: [
      periodText(service.waitingPeriod ?? group.waitingPeriod),
      ...extras.map((product) => {
        const covered = product.inclusions
          .find((inclusion) => inclusion.id === group.id)
          ?.productServices.find((candidate) => candidate.id === service.id);
        return limitCell(covered?.annualLimits[0]);
      }),
    ],
  }));
  const entries = extras.flatMap((product) => {
    const inclusion = product.inclusions.find((candidate) => candidate.id === group.id);
    return inclusion ? [{ product, inclusion }] : [];
  });
  const services = group.services.map((service) => `${service.name}: ${plainText(service.description)}`);
  return section(extrasAnchor(group.id), group.name, [
    paragraph(`${plainText(group.description)} Waiting period: ${periodText(group.waitingPeriod)}.`),
    list(services),
    table(
      `${group.name}: limits on each extras cover`,
      ['Service', 'Waiting period', ...extras.map((p) => p.name)],
      rows,
    ),
    ...notesOn(entries),
  ]);
}

function extrasSection(data: BookletData): DocumentSection {
  const extras = productsOf(data, 'extras');
  return section(
    'extras-cover',
    'Extras cover',
    [
      paragraph(
        `Extras cover pays benefits towards treatment outside hospital by recognised providers. We offer ${extras.length} extras covers. Limits are per person, per calendar year, unless the table says otherwise; a service without a limit on a cover is not covered by it.`,
      ),
      table(
        'Our extras covers',
        ['Extras cover', 'What it is for'],
        extras.map((product) => ({ heading: product.name, cells: [product.summary] })),
      ),
    ],
    data.extrasServiceGroups.map((group) => extrasGroupSection(data, group)),
  );
}

function packagesSection(data: BookletData): DocumentSection {
  const nameOf = (id: string | undefined) => data.products.find((product) => product.id === id)?.name ?? '';
  return section('packages', 'Hospital and extras packages', [
    paragraph(
      'A package is one of our hospital covers and one of our extras covers held together, on one policy. Each part is exactly as this booklet describes it.',
    ),
    table(
      'Our packages',
      ['Package', 'Hospital cover', 'Extras cover'],
      productsOf(data, 'combined').map((product) => ({
        heading: product.name,
        cells: [nameOf(product.hospitalProductId), nameOf(product.extrasProductId)],
      })),
    ),
  ]);
}

function waitingPeriodsSection(data: BookletData): DocumentSection {
  const hospitalRows = (Object.keys(HOSPITAL_WAIT_NAMES) as (keyof typeof hospitalWaitingPeriods)[]).map(
    (key) => ({ heading: HOSPITAL_WAIT_NAMES[key], cells: [periodText(data.hospitalWaitingPeriods[key])] }),
  );
  return section('waiting-periods', 'Waiting periods', [
    paragraph(
      'A waiting period is the time from the start of your cover (or of an upgrade) before you can claim for a service. If you transfer from another fund within the time the law allows, the waiting periods you have served there for the same or lower cover count with us.',
    ),
    table('Hospital waiting periods', ['Treatment', 'Waiting period'], hospitalRows),
    paragraph(
      'A condition is pre-existing if, in the opinion of a medical practitioner we appoint, you had signs or symptoms of it in the six months before you joined or upgraded, whether or not it had been diagnosed.',
    ),
    table(
      'Extras waiting periods',
      ['Benefit', 'Waiting period'],
      data.extrasServiceGroups.map((group) => ({
        heading: group.name,
        cells: [periodText(group.waitingPeriod)],
      })),
    ),
  ]);
}

function excessSection(data: BookletData): DocumentSection {
  const hospital = productsOf(data, 'hospital').filter((product) => product.excess !== undefined);
  const amounts = [...new Set(hospital.map((product) => product.excess!))].sort((a, b) => a - b);
  return section('excess', 'Excess', [
    paragraph(
      `An excess is the amount you pay towards a hospital admission before we pay benefits. Our hospital covers carry an excess of ${listText(
        amounts.map((amount) => formatDollars(amount)),
        'or',
      )} per admission, as the table shows. Extras cover has no excess.`,
    ),
    table(
      'Excess on each hospital cover',
      ['Hospital cover', 'Excess per admission'],
      hospital.map((product) => ({ heading: product.name, cells: [formatDollars(product.excess!)] })),
    ),
  ]);
}

function whoIsCoveredSection(data: BookletData): DocumentSection {
  const { nonStudentUnder, studentUnder } = data.dependantAgeLimits;
  return section('who-is-covered', 'Who is covered', [
    paragraph(
      `A policy covers ${listText(
        Object.values(COVER_FOR_LABELS).map((label) => label.toLowerCase()),
        'or',
      )} membership. A family or single-parent policy covers dependants: children under ${nonStudentUnder}, and full-time students under ${studentUnder}.`,
    ),
    list([
      `A dependant comes off the policy on their ${ordinal(nonStudentUnder)} birthday unless they are a full-time student.`,
      `A full-time student stays on the policy until their ${ordinal(studentUnder)} birthday, while they study full time.`,
      `A dependant who comes off the policy can take out cover in their own name within ${FUND_TERMS.continuityDays} days without serving again the waiting periods they have served.`,
    ]),
  ]);
}

function gapSection(fund: FundIdentity, data: BookletData): DocumentSection {
  return section('gap-scheme', `${fund.gapScheme}: our gap cover scheme`, [
    paragraph(
      `When your specialist takes part in ${fund.gapScheme}, you pay nothing for their in-hospital services (no gap) or a known gap of at most ${formatDollars(data.knownGapMaximum)} per episode of care. Ask your specialist before you go into hospital whether they will use ${fund.gapScheme} for your treatment.`,
    ),
  ]);
}

function ambulanceSection(): DocumentSection {
  return section('ambulance', 'Ambulance', [
    paragraph(
      'Every hospital cover includes emergency ambulance transport and on-the-spot treatment when it is medically necessary.',
    ),
    paragraph(
      'Residents of Queensland and Tasmania are covered for emergency ambulance by their state government arrangements; in the other states and territories you can be charged for an ambulance unless you have cover.',
    ),
  ]);
}

function claimingSection(fund: FundIdentity): DocumentSection {
  return section('claiming', 'How to claim', [
    list([
      'Hospital: most hospitals and specialists send their accounts to us directly; if you get a bill, claim it online or send us a claim form.',
      `Extras: use your membership card at the provider’s claiming terminal, or claim with a photo of your receipt in the ${fund.app}.`,
      `Online: claim and see your claims in ${fund.portal}.`,
      `Claim within ${FUND_TERMS.claimWithinYears} years of the date of the service: the law does not let us pay benefits for a service older than that.`,
    ]),
    paragraph(`Questions about a claim: call ${fund.phone}, or write to ${fund.mail.join(', ')}.`),
  ]);
}

/** The policy booklet of the fund, from the product data. */
export function policyBooklet(fund: FundIdentity, data: BookletData = BOOKLET_DATA): DocumentModel {
  return {
    path: POLICY_BOOKLET_PATH,
    title: 'Policy booklet',
    name: 'the policy booklet',
    issuer: fund.name,
    lead: `What each of ${fund.name}’s hospital and extras covers includes, its waiting periods, limits and excess, and how to claim. Read it with the fund rules.`,
    sections: [
      section('about-this-booklet', 'About this booklet', [
        paragraph(
          `This booklet, the fund rules and your Private Health Information Statement make up the terms of your cover with ${fund.company}. Where this booklet and the fund rules differ, the fund rules apply.`,
        ),
      ]),
      whoIsCoveredSection(data),
      hospitalSection(data),
      extrasSection(data),
      packagesSection(data),
      waitingPeriodsSection(data),
      excessSection(data),
      gapSection(fund, data),
      ambulanceSection(),
      claimingSection(fund),
    ],
  };
}
