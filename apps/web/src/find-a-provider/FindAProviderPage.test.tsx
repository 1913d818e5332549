import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Directory from '@ds/providers/directory';
import type { Provider, ProviderCountry } from '@ds/providers/types';
import { brand, phone, telHref } from '@ds/site/data';
import { FindAProviderPage, findAProviderMetadata } from './FindAProviderPage';

// The committed directories, unless a test takes New Zealand's away.
const directory = vi.hoisted(() => ({ nzEmpty: false }));
vi.mock('@ds/providers/directory', async (importOriginal) => {
  const real = await importOriginal<typeof Directory>();
  return {
    ...real,
    allProviders: (country: ProviderCountry): readonly Provider[] =>
      country === 'nz' && directory.nzEmpty ? [] : real.allProviders(country),
  };
});
vi.mock('./map', () => ({ ProviderMap: () => null }));

afterEach(() => {
  cleanup();
  directory.nzEmpty = false;
});

describe('FindAProviderPage', () => {
  it('frames the main search with its words, the network by name and what the network is', () => {
    render(<FindAProviderPage site="main" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find a provider' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Providers' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: `${brand.firstChoice} only` })).toBeVisible();
    expect(screen.getByRole('heading', { name: `What is the ${brand.firstChoice}?` })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Mandarin' })).toBeInTheDocument();
  });

  it("gives the second brand's search its own network", () => {
    render(<FindAProviderPage site="gu" />);
    expect(screen.getByRole('checkbox', { name: `${brand.guNetwork} only` })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: `${brand.firstChoice} only` })).toBeNull();
  });

  it('searches New Zealand by town, with no network to narrow to', () => {
    render(<FindAProviderPage site="nz" />);
    expect(screen.getByRole('textbox', { name: 'Town or suburb' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Suburb or postcode' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: / only$/ })).toBeNull();
  });

  it('without a New Zealand directory, says honestly that it is by phone, with the NZ number', () => {
    directory.nzEmpty = true;
    render(<FindAProviderPage site="nz" />);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Find a provider by phone' })).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: new RegExp(phone.nz.replace(/ /g, '\\s')) })[0],
    ).toHaveAttribute('href', telHref(phone.nz));
  });

  it("titles each page from its words, under the site's suffix, and is its own canonical page", () => {
    expect(findAProviderMetadata('main')).toMatchObject({
      title: 'Find a provider',
      alternates: { canonical: '/find-a-provider' },
    });
    expect(findAProviderMetadata('gu').alternates).toEqual({ canonical: '/gu/find-a-provider' });
    expect(String(findAProviderMetadata('nz').description).length).toBeGreaterThan(20);
  });
});
