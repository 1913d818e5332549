// The printable documents end to end: the policy booklet, both brands' fund rules and the second brand's forms,
// each a page with a contents list whose links land on their sections, axe-clean, and a PDF that the server sends
// as application/pdf, whose size the page states truly and which stays within its budget. An inclusion modal's
// booklet link leads to that inclusion's own section.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/** The most each PDF may weigh: a booklet that grows past this has grown by more than the data did. */
const PDF_BUDGET_KB = { booklet: 200, rules: 60, form: 30 } as const;

const DOCUMENTS = [
  {
    path: '/docs/policy-booklet',
    title: 'Policy booklet',
    issuer: 'Larkspur Health',
    theme: 'main',
    budget: PDF_BUDGET_KB.booklet,
    sections: ['Hospital cover', 'Extras cover', 'Waiting periods', 'Excess', 'How to claim'],
  },
  {
    path: '/docs/fund-rules',
    title: 'Fund rules',
    issuer: 'Larkspur Health',
    theme: 'main',
    budget: PDF_BUDGET_KB.rules,
    sections: [
      '2. Membership',
      '3. Dependants',
      '5. Suspending a policy',
      '10. Lifetime Health Cover',
      '13. Complaints',
    ],
  },
  {
    path: '/gu/fund-rules',
    title: 'Fund rules',
    issuer: 'Gumleaf Health',
    theme: 'gu',
    budget: PDF_BUDGET_KB.rules,
    sections: ['2. Membership', '4. Premiums and arrears', '13. Complaints'],
  },
  {
    path: '/gu/forms/claim-form',
    title: 'Claim form',
    issuer: 'Gumleaf Health',
    theme: 'gu',
    budget: PDF_BUDGET_KB.form,
    sections: ['Your details', 'The patient', 'Declaration', 'Send it to us'],
  },
] as const;

const GU_FORMS = [
  'claim-form',
  'change-of-details',
  'add-or-remove-a-person',
  'suspension-of-membership',
  'transfer-certificate-request',
  'third-party-authority',
];

/** The download link on a page, and the size it states in KB. */
async function statedPdf(page: Page) {
  const link = page.getByRole('link', { name: /^Download .+ \(PDF, [\d,]+ KB\)$/ }).first();
  const name = (await link.textContent()) ?? '';
  return {
    href: (await link.getAttribute('href')) ?? '',
    kb: Number(/([\d,]+) KB/.exec(name)![1]!.replace(',', '')),
  };
}

for (const doc of DOCUMENTS) {
  test(`${doc.path}: headings, a contents list that lands on its sections, the brand, axe`, async ({
    page,
  }) => {
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    await expect(page.locator('main').getByText(doc.issuer, { exact: true }).first()).toBeVisible();
    await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', doc.theme);

    const contents = page.getByRole('navigation', { name: 'Contents' });
    for (const heading of doc.sections) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(contents.getByRole('link', { name: heading, exact: true })).toBeVisible();
    }
    // Every contents link has its section, with the heading the link names.
    const targets = await contents
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href') ?? '', link.textContent ?? ''] as const),
      );
    expect(targets.length).toBeGreaterThan(2);
    for (const [href, name] of targets) {
      await expect(page.locator(`${href} > :is(h2, h3, h4)`), href).toHaveText(name);
    }

    const last = doc.sections.at(-1)!;
    await contents.getByRole('link', { name: last, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test(`${doc.path}.pdf is a PDF of the size the page states, within ${doc.budget} KB`, async ({
    page,
    request,
  }) => {
    await page.goto(doc.path);
    const stated = await statedPdf(page);
    expect(stated.href).toBe(`${doc.path}.pdf`);
    const response = await request.get(stated.href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Math.ceil(body.length / 1024)).toBe(stated.kb);
    expect(body.length).toBeLessThanOrEqual(doc.budget * 1024);
  });
}

test('the policy booklet has a section for each hospital category and extras benefit', async ({ page }) => {
  await page.goto('/docs/policy-booklet');
  for (const id of [
    'hospital-rehabilitation',
    'hospital-heart-and-vascular-system',
    'hospital-pregnancy-and-birth',
    'hospital-sleep-studies',
    'hospital-accidental-injury',
    'extras-general-dental',
    'extras-optical',
    'extras-hearing-aids',
  ]) {
    await expect(page.locator(`section#${id}`), id).toHaveCount(1);
  }
  const heart = page.locator('section#hospital-heart-and-vascular-system');
  const table = heart.getByRole('table', {
    name: 'Heart and vascular system: cover on each hospital product',
  });
  await expect(table.getByRole('row', { name: /Gold Banksia Hospital\s+Included/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Bronze Wattle Hospital\s+Excluded/ })).toBeVisible();
});

test('an inclusion modal’s booklet link leads to that inclusion’s section', async ({ page }) => {
  await page.goto('/health-insurance/hospital');
  await page.waitForLoadState('networkidle');
  const gold = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Gold Banksia Hospital' }) });
  await gold.getByText('Show cover details').click();
  await gold.getByRole('button', { name: /^Heart and vascular system/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Heart and vascular system' });
  const booklet = dialog.getByRole('link', { name: 'Read the policy booklet' });
  await expect(booklet).toHaveAttribute('href', '/docs/policy-booklet#hospital-heart-and-vascular-system');
  await booklet.click();
  await expect(page).toHaveURL(/\/docs\/policy-booklet#hospital-heart-and-vascular-system$/);
  await expect(
    page
      .locator('#hospital-heart-and-vascular-system')
      .getByRole('heading', { name: 'Heart and vascular system' }),
  ).toBeInViewport();
});

test('an extras inclusion’s booklet link leads to its benefit’s section', async ({ page }) => {
  await page.goto('/health-insurance/extras/extras-top');
  await page.waitForLoadState('networkidle');
  const optical = page.getByRole('button', { name: /^Optical/ }).first();
  await optical.click();
  const booklet = page
    .getByRole('dialog', { name: 'Optical' })
    .getByRole('link', { name: 'Read the policy booklet' });
  await expect(booklet).toHaveAttribute('href', '/docs/policy-booklet#extras-optical');
  await booklet.click();
  await expect(page).toHaveURL(/\/docs\/policy-booklet#extras-optical$/);
  await expect(page.locator('#extras-optical').getByRole('heading', { name: 'Optical' })).toBeInViewport();
});

test('/gu/forms lists every form, each with its page and its PDF', async ({ page, request }) => {
  await page.goto('/gu/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'gu');
  const list = page.getByRole('region', { name: 'Our forms' });
  const pages = await list
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(pages).toEqual(GU_FORMS.map((slug) => `/gu/forms/${slug}`));
  const pdfs = await list
    .getByRole('link', { name: /\(PDF, [\d,]+ KB\)$/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(pdfs).toEqual(GU_FORMS.map((slug) => `/gu/forms/${slug}.pdf`));
  for (const href of pdfs) {
    const response = await request.get(href ?? '');
    expect(response.status(), href ?? '').toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).length).toBeLessThanOrEqual(PDF_BUDGET_KB.form * 1024);
  }
  await expectNoAxeViolations(page);
});

test('each gu form page prints its fields and links its PDF', async ({ page }) => {
  for (const slug of GU_FORMS) {
    await page.goto(`/gu/forms/${slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    await expect(page.getByText('Membership number', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Declaration' })).toBeVisible();
    expect((await statedPdf(page)).href).toBe(`/gu/forms/${slug}.pdf`);
  }
  await expectNoAxeViolations(page);
});
