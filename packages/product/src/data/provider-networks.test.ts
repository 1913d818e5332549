import { describe, expect, it } from 'vitest';
import {
  NETWORK_SERVICES,
  networkSaving,
  networkSavings,
  networkSavingSentence,
  PROVIDER_NETWORKS,
} from './provider-networks';

describe('provider network savings', () => {
  it('give every network a saving for every kind of provider', () => {
    for (const network of PROVIDER_NETWORKS) {
      expect(Object.keys(networkSavings[network]).sort()).toEqual([...NETWORK_SERVICES].sort());
      for (const service of NETWORK_SERVICES)
        expect(networkSaving(network, service).parts.length).toBeGreaterThan(0);
    }
  });

  it('hold figures a member can check: whole percentages and dollars, hospitals only the excess', () => {
    for (const network of PROVIDER_NETWORKS) {
      for (const service of NETWORK_SERVICES) {
        const { cover, parts } = networkSaving(network, service);
        for (const part of parts) {
          if (part.kind === 'percent-off')
            expect(part.percent).toSatisfy((n: number) => Number.isInteger(n) && n > 0 && n < 100);
          if (part.kind === 'dollars-off-per-visit')
            expect(part.dollars).toSatisfy((n: number) => Number.isInteger(n) && n > 0);
        }
        const hospital = service === 'private-hospital' || service === 'day-hospital';
        expect(cover).toBe(hospital ? 'hospital' : 'extras');
        if (hospital) expect(parts).toEqual([{ kind: 'excess-only' }]);
      }
    }
  });

  it('word a dentist’s saving in one sentence', () => {
    expect(networkSavingSentence('first-choice', 'dental')).toBe(
      'Members with extras cover pay nothing out of pocket for check-ups and cleans, and pay 10% less for other general dental treatment.',
    );
  });

  it('word an optometrist’s, a physiotherapist’s and a hospital’s', () => {
    expect(networkSavingSentence('first-choice', 'optical')).toBe(
      'Members with extras cover pay nothing out of pocket for a chosen range of glasses and contact lenses.',
    );
    expect(networkSavingSentence('first-choice', 'physiotherapy')).toBe(
      'Members with extras cover pay $15 less a visit.',
    );
    expect(networkSavingSentence('gumleaf-preferred', 'psychology')).toBe(
      'Members with extras cover pay $15 less a visit.',
    );
    expect(networkSavingSentence('first-choice', 'private-hospital')).toBe(
      'Members with hospital cover pay only their excess for covered treatment.',
    );
  });

  it('name the network when given its name', () => {
    expect(
      networkSavingSentence('first-choice', 'chiropractic', { networkName: 'First Choice Network' }),
    ).toBe('In the First Choice Network, members with extras cover pay $10 less a visit.');
  });

  it('say each sentence as one sentence', () => {
    for (const network of PROVIDER_NETWORKS)
      for (const service of NETWORK_SERVICES)
        expect(networkSavingSentence(network, service)).toMatch(/^[A-Z][^.]*\.$/);
  });
});
