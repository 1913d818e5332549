import { launch, BASE, PAGES } from './common.mjs';
import AxeBuilder from '@axe-core/playwright';
const b = await launch();
for (const w of [1440, 320]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
  for (const p of PAGES) {
    const page = await ctx.newPage();
    await page.goto(BASE + p, { waitUntil: 'networkidle' });
    const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa','best-practice']).options({ rules: { 'target-size': { enabled: true } } }).analyze();
    console.log(w, p, r.violations.length ? '' : 'clean', r.incomplete.filter(i => i.id === 'color-contrast').length ? `(contrast incomplete: ${r.incomplete.find(i=>i.id==='color-contrast').nodes.length})` : '');
    for (const v of r.violations) console.log('   ', v.id, v.impact, v.nodes.length, v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' :: ' + n.failureSummary.split('\n').slice(1,2).join('')).join(' || '));
    await page.close();
  }
  await ctx.close();
}
await b.close();
