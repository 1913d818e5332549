import { describe, expect, it } from 'vitest';
import { combinedProducts } from './combined-products';
import { extrasProducts } from './extras-products';
import { hospitalCategories, hospitalWaitingPeriods, RESTRICTABLE_BELOW_GOLD } from './hospital-categories';
import { hospitalProducts } from './hospital-products';
import { productById, products, productsOfType } from './products';
import { HOSPITAL_TIERS, productSchema, type CoveredTypeCode, type Product } from './schema';
import { baseTierOf, isPlusTier, tierRank } from './tiers';
import { isWaitingPeriod } from './waiting-periods';

const hospital = productsOfType('hospital');
const extras = productsOfType('extras');
const combined = productsOfType('combined');
const categoryIds = hospitalCategories.map((category) => category.id);

/** How much cover a code gives: none, restricted in some way, or included. */
function coverLevel(code: CoveredTypeCode): number {
  if (code === 'Exclusion') return 0;
  if (code === 'Inclusion' || code === 'Incl') return 2;
  return 1;
}

function categoryInclusions(product: Product) {
  return product.inclusions.filter((inclusion) => (categoryIds as readonly string[]).includes(inclusion.id));
}

function codeOf(product: Product, inclusionId: string): CoveredTypeCode {
  const inclusion = product.inclusions.find(({ id }) => id === inclusionId);
  if (!inclusion) throw new Error(`${product.id} has no inclusion ${inclusionId}`);
  return inclusion.coveredTypeCode;
}

describe('hospital categories', () => {
  it('are the 38 of the rules: 3 Basic, 18 Bronze, 8 Silver and 9 Gold, with unique ids', () => {
    expect(hospitalCategories).toHaveLength(38);
    expect(new Set(categoryIds).size).toBe(38);
    const count = (tier: string) =>
      hospitalCategories.filter((category) => category.minimumTier === tier).length;
    expect([count('basic'), count('bronze'), count('silver'), count('gold')]).toEqual([3, 18, 8, 9]);
  });

  it('list each tier before the next, Basic first', () => {
    const ranks = hospitalCategories.map((category) => tierRank(category.minimumTier));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('let only Basic’s three be restricted below Gold', () => {
    expect([...RESTRICTABLE_BELOW_GOLD].sort()).toEqual(
      hospitalCategories
        .filter((category) => category.minimumTier === 'basic')
        .map((category) => category.id)
        .sort(),
    );
  });

  it('wait 2 months, 12 for pregnancy and pre-existing conditions, none after an accident', () => {
    expect(hospitalWaitingPeriods).toEqual({
      general: '2 Months',
      pregnancyAndBirth: '12 Months',
      preExistingConditions: '12 Months',
      preExistingPsychiatricRehabilitationPalliative: '2 Months',
      accidents: 'None',
    });
  });
});

describe('the product set', () => {
  it('parses every product with the schema', () => {
    const inputs = [...hospitalProducts, ...extrasProducts, ...combinedProducts];
    expect(inputs).toHaveLength(products.length);
    for (const input of inputs) expect(productSchema.safeParse(input).success, input.id).toBe(true);
  });

  it('has unique product ids, found by productById', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    for (const product of products) expect(productById(product.id)).toBe(product);
    expect(productById('no-such-product')).toBeUndefined();
  });

  it('has one hospital product per tier, three or four extras and two or three combined', () => {
    expect(hospital.map((product) => product.tier)).toEqual([...HOSPITAL_TIERS]);
    expect(extras.length).toBeGreaterThanOrEqual(3);
    expect(extras.length).toBeLessThanOrEqual(4);
    expect(combined.length).toBeGreaterThanOrEqual(2);
    expect(combined.length).toBeLessThanOrEqual(3);
  });

  it('has unique inclusion ids within each product, and unique pcat ids overall per product', () => {
    for (const product of products) {
      const ids = product.inclusions.map((inclusion) => inclusion.id);
      expect(new Set(ids).size, product.id).toBe(ids.length);
      const pcatIds = product.inclusions.flatMap((inclusion) =>
        inclusion.productServices.map((service) => service.pcatProductId),
      );
      expect(new Set(pcatIds).size, product.id).toBe(pcatIds.length);
    }
  });

  it('states only allowed waiting periods', () => {
    for (const product of products) {
      for (const inclusion of product.inclusions) {
        expect(isWaitingPeriod(inclusion.waitingPeriod), `${product.id}/${inclusion.id}`).toBe(true);
        for (const service of inclusion.productServices) {
          expect(isWaitingPeriod(service.waitingPeriod), `${product.id}/${service.id}`).toBe(true);
        }
      }
    }
  });

  it('has exactly one product not sold everywhere, not sold in WA and TAS', () => {
    const partlySold = [...hospital, ...extras].filter((product) => product.availableIn.length < 8);
    expect(partlySold).toHaveLength(1);
    expect(partlySold[0]?.availableIn).not.toContain('WA');
    expect(partlySold[0]?.availableIn).not.toContain('TAS');
  });
});

describe('hospital products', () => {
  it('list all 38 categories exactly once, in the categories’ order', () => {
    for (const product of hospital) {
      expect(
        categoryInclusions(product).map((inclusion) => inclusion.id),
        product.id,
      ).toEqual(categoryIds);
    }
  });

  it('include every category their base tier requires, Basic’s three at least restricted below Gold', () => {
    for (const product of hospital) {
      const tier = product.tier!;
      for (const category of hospitalCategories) {
        if (tierRank(category.minimumTier) > tierRank(baseTierOf(tier))) continue;
        const code = codeOf(product, category.id);
        const allowed: CoveredTypeCode[] =
          tier !== 'gold' && RESTRICTABLE_BELOW_GOLD.includes(category.id)
            ? ['Inclusion', 'Restriction', 'MBP', 'R']
            : ['Inclusion'];
        expect(allowed, `${product.id}/${category.id}`).toContain(code);
      }
    }
  });

  it('give Basic’s three as Minimum Benefits Payable or Restricted on the Basic product', () => {
    const basic = hospital.find((product) => product.tier === 'basic')!;
    for (const id of RESTRICTABLE_BELOW_GOLD) expect(['MBP', 'Restriction']).toContain(codeOf(basic, id));
  });

  it('exclude everything above their tier unless they are a Plus product', () => {
    for (const product of hospital.filter((product) => !isPlusTier(product.tier!))) {
      for (const category of hospitalCategories) {
        if (tierRank(category.minimumTier) <= tierRank(product.tier!)) continue;
        expect(codeOf(product, category.id), `${product.id}/${category.id}`).toBe('Exclusion');
      }
    }
  });

  it('Gold includes every category and excludes or restricts nothing', () => {
    const gold = hospital.find((product) => product.tier === 'gold')!;
    for (const inclusion of categoryInclusions(gold)) expect(inclusion.coveredTypeCode).toBe('Inclusion');
  });

  it('Plus products cover at least what their base tier does, and some of the next tier, but not all of it', () => {
    for (const plus of hospital.filter((product) => isPlusTier(product.tier!))) {
      const base = hospital.find((product) => product.tier === baseTierOf(plus.tier!))!;
      for (const id of categoryIds) {
        expect(coverLevel(codeOf(plus, id)), `${plus.id}/${id}`).toBeGreaterThanOrEqual(
          coverLevel(codeOf(base, id)),
        );
      }
      const next = HOSPITAL_TIERS[tierRank(plus.tier!) + 1]!;
      const nextTierIds = hospitalCategories
        .filter((category) => category.minimumTier === next)
        .map((category) => category.id);
      const added = nextTierIds.filter((id) => codeOf(plus, id) !== 'Exclusion');
      expect(added.length, plus.id).toBeGreaterThan(0);
      expect(added.length, plus.id).toBeLessThan(nextTierIds.length);
    }
  });

  it('Basic Plus adds Bronze categories only on a restricted basis', () => {
    const basicPlus = hospital.find((product) => product.tier === 'basic-plus')!;
    const bronzeCodes = hospitalCategories
      .filter((category) => category.minimumTier === 'bronze')
      .map((category) => codeOf(basicPlus, category.id));
    expect(
      bronzeCodes
        .filter((code) => code !== 'Exclusion')
        .every((code) => code === 'Restriction' || code === 'R'),
    ).toBe(true);
  });

  it('Silver Plus adds joint replacements and cataracts but not pregnancy', () => {
    const silverPlus = hospital.find((product) => product.tier === 'silver-plus')!;
    expect(codeOf(silverPlus, 'joint-replacements')).toBe('Inclusion');
    expect(codeOf(silverPlus, 'cataracts')).toBe('Inclusion');
    expect(codeOf(silverPlus, 'pregnancy-and-birth')).toBe('Exclusion');
  });

  it('wait 12 months for pregnancy and birth and 2 months for every other category', () => {
    for (const product of hospital) {
      for (const inclusion of categoryInclusions(product)) {
        expect(inclusion.waitingPeriod).toBe(
          inclusion.id === 'pregnancy-and-birth' ? '12 Months' : '2 Months',
        );
      }
    }
  });

  it('cost more the higher the tier, and have one limit row saying there is no annual limit', () => {
    const premiums = hospital.map((product) => product.baseMonthlyPremium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(new Set(premiums).size).toBe(premiums.length);
    for (const product of hospital) {
      expect(product.annualLimits).toEqual([
        {
          productId: product.id,
          productName: product.name,
          limitText: 'No annual limit on hospital benefits',
          childLimits: [],
        },
      ]);
    }
  });
});

describe('extras products', () => {
  it('include a group exactly when it has covered services, each with its own limit rows and booklet link', () => {
    for (const product of extras) {
      for (const inclusion of product.inclusions) {
        expect(inclusion.coveredTypeCode).toBe(
          inclusion.productServices.length > 0 ? 'Inclusion' : 'Exclusion',
        );
        for (const service of inclusion.productServices) {
          expect(service.annualLimits.length, `${product.id}/${service.id}`).toBeGreaterThan(0);
          expect(service.policyBookletLink).toBe(`/docs/policy-booklet#extras-${inclusion.id}`);
        }
      }
    }
  });

  it('hold every service’s limit rows at product level', () => {
    for (const product of extras) {
      const serviceRows = product.inclusions.flatMap((inclusion) =>
        inclusion.productServices.flatMap((service) => service.annualLimits),
      );
      expect(product.annualLimits).toEqual(serviceRows);
    }
  });

  it('wait 6 months for optical and 12 for major dental, orthodontics and hearing aids', () => {
    const expected: Record<string, string> = {
      'general-dental': '2 Months',
      physiotherapy: '2 Months',
      optical: '6 Months',
      'major-dental': '12 Months',
      orthodontics: '12 Months',
      'hearing-aids': '12 Months',
    };
    for (const product of extras) {
      for (const inclusion of product.inclusions) {
        if (expected[inclusion.id]) expect(inclusion.waitingPeriod).toBe(expected[inclusion.id]);
      }
    }
  });
});

describe('annual-limit rows', () => {
  const rows = products.flatMap((product) => product.annualLimits);

  it('name the product they belong to (a combined product’s, its extras part)', () => {
    for (const product of products) {
      const owner = product.type === 'combined' ? productById(product.extrasProductId!)! : product;
      const serviceRows = product.inclusions.flatMap((inclusion) =>
        inclusion.productServices.flatMap((service) => service.annualLimits),
      );
      for (const row of [...product.annualLimits, ...serviceRows]) {
        expect(row.productId, product.id).toBe(owner.id);
        expect(row.productName, product.id).toBe(owner.name);
      }
    }
  });

  it('include a plain amount', () => {
    expect(rows.some((row) => row.limitAmount === 300 && row.annualIncrease === undefined)).toBe(true);
  });

  it('include a limit that increases each year to a maximum', () => {
    expect(rows).toContainEqual(
      expect.objectContaining({
        limitAmount: 500,
        annualIncrease: 100,
        applyToName: 'person',
        maxLimitPerTimePeriod: 900,
        timePeriod: 'annual',
      }),
    );
  });

  it('include a lifetime limit with its text', () => {
    expect(rows.some((row) => row.timePeriod === 'lifetime' && row.limitText && row.limitAmount)).toBe(true);
  });

  it('include a limit with child limits', () => {
    expect(rows.some((row) => row.childLimits.length > 0)).toBe(true);
  });

  it('include an unlimited benefit: a row with no amount', () => {
    expect(rows.some((row) => row.limitAmount === undefined)).toBe(true);
  });
});

describe('combined products', () => {
  it('pair an existing hospital product with an existing extras product', () => {
    for (const product of combined) {
      expect(productById(product.hospitalProductId!)?.type, product.id).toBe('hospital');
      expect(productById(product.extrasProductId!)?.type, product.id).toBe('extras');
    }
  });

  it('take the hospital part’s tier and inclusions, then the extras part’s, and the extras part’s limits', () => {
    for (const product of combined) {
      const hospitalPart = productById(product.hospitalProductId!)!;
      const extrasPart = productById(product.extrasProductId!)!;
      expect(product.tier).toBe(hospitalPart.tier);
      expect(product.excess).toBe(hospitalPart.excess);
      expect(product.inclusions).toEqual([...hospitalPart.inclusions, ...extrasPart.inclusions]);
      expect(product.annualLimits).toEqual(extrasPart.annualLimits);
    }
  });

  it('are sold only where both parts are, for less than the two together', () => {
    for (const product of combined) {
      const hospitalPart = productById(product.hospitalProductId!)!;
      const extrasPart = productById(product.extrasProductId!)!;
      for (const state of product.availableIn) {
        expect(hospitalPart.availableIn).toContain(state);
        expect(extrasPart.availableIn).toContain(state);
      }
      expect(product.baseMonthlyPremium).toBeLessThan(
        hospitalPart.baseMonthlyPremium + extrasPart.baseMonthlyPremium,
      );
    }
  });
});
