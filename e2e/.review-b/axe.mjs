import { launch, newPage, BASE } from './lib.mjs';
import AxeBuilder from '@axe-core/playwright';
const pages = process.argv[2].split(','); const widths = (process.argv[3] ?? '1440,375').split(',').map(Number);
const b = await launch();
for (const w of widths) for (const p of pages) {
  const page = await newPage(b, { width: w });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const res = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa','best-practice']).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  console.log(`== ${p} @${w}: ${res.violations.length} violations`);
  for (const v of res.violations) { console.log(`  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})`); v.nodes.slice(0, 4).forEach(n => console.log('     ', n.target.join(' '), '|', n.failureSummary.replace(/\n/g, ' ').slice(0, 200))); }
  await page.context().close();
}
await b.close();
