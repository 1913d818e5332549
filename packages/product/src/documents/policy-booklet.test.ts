import { describe, expect, it } from 'vitest';
import { extrasServiceGroups } from '../data/extras-services';
import { hospitalCategories } from '../data/hospital-categories';
import { productsOfType } from '../data/products';
import type { Product } from '../data/schema';
import { policyBookletHref } from './anchors';
import { allSections, type DocumentModel, type DocumentSection } from './model';
import { BOOKLET_DATA, policyBooklet } from './policy-booklet';
import { testFund } from './test-fund';

const booklet = policyBooklet(testFund);
const sections = allSections(booklet.sections);
const byId = (document: DocumentModel, id: string) =>
  allSections(document.sections).find((one) => one.id === id);

/** Every word a section says: its heading, paragraphs, list items and table cells. */
function textOf(section: DocumentSection): string {
  const blocks = section.blocks.flatMap((block) => {
    if (block.kind === 'paragraph') return [block.text];
    if (block.kind === 'list') return block.items;
    if (block.kind === 'table')
      return [block.caption, ...block.columns, ...block.rows.flatMap((row) => [row.heading, ...row.cells])];
    return block.fields.map((field) => field.label);
  });
  return [section.heading, ...blocks, ...section.sections.map(textOf)].join('\n');
}

const fullText = (document: DocumentModel) => document.sections.map(textOf).join('\n');

describe('policyBooklet', () => {
  it('has a section for every hospital clinical category, with every hospital product’s cover of it', () => {
    for (const category of hospitalCategories) {
      const section = byId(booklet, `hospital-${category.id}`);
      expect(section?.heading, category.id).toBe(category.name);
      const table = section!.blocks.find((block) => block.kind === 'table');
      expect(table?.kind === 'table' && table.rows.map((row) => row.heading)).toEqual(
        productsOfType('hospital').map((product) => product.name),
      );
    }
  });

  it('has a section for every extras benefit, with a row for each of its services', () => {
    for (const group of extrasServiceGroups) {
      const section = byId(booklet, `extras-${group.id}`);
      expect(section?.heading, group.id).toBe(group.name);
      const table = section!.blocks.find((block) => block.kind === 'table');
      expect(table?.kind === 'table' && table.rows.map((row) => row.heading)).toEqual(
        group.services.map((service) => service.name),
      );
    }
  });

  it('has a section for every inclusion of every product, where the inclusion modal’s link points', () => {
    const ids = new Set(sections.map((section) => section.id));
    for (const product of [
      ...productsOfType('hospital'),
      ...productsOfType('extras'),
      ...productsOfType('combined'),
    ]) {
      for (const inclusion of product.inclusions) {
        const anchor = policyBookletHref(inclusion.id).split('#')[1]!;
        expect(ids.has(anchor), `${product.id}: ${inclusion.id}`).toBe(true);
        for (const service of inclusion.productServices) {
          expect(ids.has(service.policyBookletLink!.split('#')[1]!), service.id).toBe(true);
        }
      }
    }
  });

  it('names every product', () => {
    const text = fullText(booklet);
    for (const product of BOOKLET_DATA.products) expect(text, product.id).toContain(product.name);
  });

  it('gives every section a unique id made of lower-case words', () => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('keeps its anchors when the data’s wording changes (ids come from data ids, not names)', () => {
    const renamed: Product[] = BOOKLET_DATA.products.map((product) => ({
      ...product,
      name: `${product.name} (renamed)`,
      inclusions: product.inclusions.map((inclusion) => ({ ...inclusion, name: `${inclusion.name}!` })),
    }));
    const again = policyBooklet(testFund, { ...BOOKLET_DATA, products: renamed });
    expect(allSections(again.sections).map((section) => section.id)).toEqual(
      sections.map((section) => section.id),
    );
  });

  it('says a fact the data changes: a limit, a waiting period, an excess, an age and the gap maximum', () => {
    const changed = BOOKLET_DATA.products.map((product): Product => {
      if (product.id === 'extras-top') {
        return {
          ...product,
          inclusions: product.inclusions.map((inclusion) => ({
            ...inclusion,
            productServices: inclusion.productServices.map((service) =>
              service.id === 'speech-pathology-consultations'
                ? {
                    ...service,
                    annualLimits: service.annualLimits.map((row) => ({ ...row, limitAmount: 432.1 })),
                  }
                : service,
            ),
          })),
        };
      }
      return product.id === 'hospital-gold' ? { ...product, excess: 321 } : product;
    });
    const again = policyBooklet(testFund, {
      ...BOOKLET_DATA,
      products: changed,
      hospitalWaitingPeriods: { ...BOOKLET_DATA.hospitalWaitingPeriods, pregnancyAndBirth: '6 Months' },
      dependantAgeLimits: { nonStudentUnder: 23, studentUnder: 27 },
      knownGapMaximum: 444,
    });
    const before = fullText(booklet);
    const after = fullText(again);
    for (const fact of ['$432.10', '$321', '23rd birthday', 'students under 27', '$444']) {
      expect(before).not.toContain(fact);
      expect(after).toContain(fact);
    }
    const waits = byId(again, 'waiting-periods')!.blocks.find((block) => block.kind === 'table');
    expect(
      waits?.kind === 'table' && waits.rows.find((row) => row.heading === 'Pregnancy and birth')?.cells,
    ).toEqual(['6 months']);
  });

  it('names its issuer and the issuer’s gap scheme, phone and app from the identity it is given', () => {
    expect(booklet.issuer).toBe('Test Fund');
    const text = fullText(booklet);
    for (const name of ['TestGap', '1300 000 000', 'Test app', 'Test Online']) expect(text).toContain(name);
  });

  it('prints descriptions without markdown marks', () => {
    expect(fullText(booklet)).not.toMatch(/\*[A-Za-z]/);
  });
});
