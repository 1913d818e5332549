import { render, screen, within } from '@testing-library/react';
import type { Inclusion, Product } from '../data/schema';
import { productById } from '../data/products';
import { coverTypeExplanation } from '../rules/cover-type';
import { InclusionDetail, MarkdownText, safeUrl } from './InclusionDetail';

const extras = productById('extras-mid')!;
const gold = productById('hospital-gold')!;

describe('MarkdownText', () => {
  it('renders markdown, and a <script> or a javascript: link inert', () => {
    const { container } = render(
      <MarkdownText>
        {
          '**Check-ups** and [the booklet](/docs/policy-booklet).\n\n<script>window.hacked = 1</script>\n\n[click](javascript:alert(1)) [data](data:text/html,hi) <img src=x onerror=alert(1)>'
        }
      </MarkdownText>,
    );
    expect(screen.getByText('Check-ups').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the booklet' })).toHaveAttribute('href', '/docs/policy-booklet');
    expect(container.querySelector('script, img')).toBeNull();
    for (const name of ['click', 'data']) {
      const link = screen.queryByRole('link', { name });
      expect(link?.getAttribute('href') ?? '').toBe('');
    }
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('keeps only safe link targets', () => {
    expect(safeUrl('/docs/policy-booklet')).toBe('/docs/policy-booklet');
    expect(safeUrl('https://www.privatehealth.gov.au/')).toBe('https://www.privatehealth.gov.au/');
    expect(safeUrl('mailto:help@larkspur.example')).toBe('mailto:help@larkspur.example');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'http://x',
    ]) {
      expect(safeUrl(bad)).toBe('');
    }
  });
});

describe('InclusionDetail', () => {
  it('says for extras whether the product includes it, and lists the services within the benefit with limits', () => {
    const included = extras.inclusions.find((inclusion) => inclusion.coveredTypeCode === 'Inclusion')!;
    render(<InclusionDetail product={extras} inclusion={included} />);
    expect(screen.getByText(`Included in ${extras.name}`)).toBeInTheDocument();
    const services = screen.getByRole('heading', { name: `Included within the ${included.name} benefit` });
    expect(services).toBeInTheDocument();
    for (const service of included.productServices)
      expect(screen.getAllByText(service.name).length).toBeGreaterThan(0);
    expect(screen.getByText('Waiting period')).toBeInTheDocument();
    expect(screen.getByText('Annual limits')).toBeInTheDocument();
  });

  it('says Excluded from for an extras service the product leaves out', () => {
    const excluded = extras.inclusions.find((inclusion) => inclusion.coveredTypeCode === 'Exclusion');
    if (!excluded) return;
    render(<InclusionDetail product={extras} inclusion={excluded} />);
    expect(screen.getByText(`Excluded from ${extras.name}`)).toBeInTheDocument();
  });

  it('explains a restricted hospital service, and gives the waiting period', () => {
    const basic = productById('hospital-basic')!;
    const mbp = basic.inclusions.find(
      (inclusion) => inclusion.coveredTypeCode === 'MBP' && !inclusion.disclaimer,
    )!;
    render(<InclusionDetail product={basic} inclusion={mbp} />);
    expect(screen.getByText(coverTypeExplanation('MBP')!)).toBeInTheDocument();
    expect(screen.getByText(mbp.waitingPeriod)).toBeInTheDocument();
  });

  it('shows no explanation for an included service without a disclaimer', () => {
    const plain = gold.inclusions.find(
      (inclusion) => inclusion.coveredTypeCode === 'Inclusion' && !inclusion.disclaimer,
    )!;
    const { container } = render(<InclusionDetail product={gold} inclusion={plain} />);
    expect(container.querySelector('[data-kind]')).toBeNull();
  });

  it('hides the waiting period and limits when the product has no limit row', () => {
    const inclusion = gold.inclusions[0] as Inclusion;
    const noRows: Pick<Product, 'type' | 'name' | 'annualLimits'> = { ...gold, annualLimits: [] };
    render(<InclusionDetail product={noRows} inclusion={inclusion} />);
    expect(screen.queryByText('Waiting period')).toBeNull();
  });

  it('links the policy booklet at the section of a hospital inclusion', () => {
    const heart = gold.inclusions.find((inclusion) => inclusion.id === 'heart-and-vascular-system')!;
    render(<InclusionDetail product={gold} inclusion={heart} />);
    expect(
      within(document.body).getByRole('link', { name: 'Read the policy booklet' }).getAttribute('href'),
    ).toBe('/docs/policy-booklet#hospital-heart-and-vascular-system');
  });

  it('shows no waiting period for a service the product excludes (no empty row)', () => {
    const hospital = productById('hospital-silver')!;
    const excluded = hospital.inclusions.find((inclusion) => inclusion.coveredTypeCode === 'Exclusion')!;
    const { container } = render(<InclusionDetail product={hospital} inclusion={excluded} />);
    expect(screen.queryByText('Waiting period')).toBeNull();
    for (const value of container.querySelectorAll('dd')) expect(value.textContent?.trim()).not.toBe('');
  });

  it('links the policy booklet at the section of an extras benefit, included or not', () => {
    const optical = extras.inclusions.find((inclusion) => inclusion.id === 'optical')!;
    const { unmount } = render(<InclusionDetail product={extras} inclusion={optical} />);
    expect(screen.getByRole('link', { name: 'Read the policy booklet' })).toHaveAttribute(
      'href',
      '/docs/policy-booklet#extras-optical',
    );
    unmount();
    const hearing = extras.inclusions.find((inclusion) => inclusion.id === 'hearing-aids')!;
    expect(hearing.coveredTypeCode).toBe('Exclusion');
    render(<InclusionDetail product={extras} inclusion={hearing} />);
    expect(screen.getByRole('link', { name: 'Read the policy booklet' })).toHaveAttribute(
      'href',
      '/docs/policy-booklet#extras-hearing-aids',
    );
  });
});
