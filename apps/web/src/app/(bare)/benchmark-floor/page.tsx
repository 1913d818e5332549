// The benchmark's floor: a page of the same build with nothing but the root layout (no theme, no chrome), so
// `npm run bench` reads every page's JavaScript, HTML and timings against what the framework alone costs.
import type { Metadata } from 'next';
import { noIndex } from '@/chrome/no-index';

export const metadata: Metadata = {
  title: 'Benchmark floor',
  description: 'A bare page the site’s benchmark measures other pages against.',
  ...noIndex,
};

export default function BenchmarkFloor() {
  return (
    <main id="main-content">
      <h1>Benchmark floor</h1>
      <p>
        A bare page: the framework and the root layout alone. The benchmark compares every page’s weight and
        speed with it.
      </p>
    </main>
  );
}
