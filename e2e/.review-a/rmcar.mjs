import { launch, BASE } from './common.mjs';
const b = await launch();
for (const rm of ['reduce', 'no-preference']) {
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: rm });
  const page = await ctx.newPage();
  await page.goto(BASE + '/components/carousel', { waitUntil: 'networkidle' });
  const pos = () => page.evaluate(() => Math.round(document.querySelector('[aria-roledescription="slide"]').getBoundingClientRect().x));
  const p0 = await pos();
  await page.getByRole('button', { name: 'Next item' }).first().click();
  const samples = [];
  for (let i = 0; i < 6; i++) { await page.waitForTimeout(40); samples.push(await pos()); }
  console.log(rm, p0, samples.join(','));
  // accordion chevron transition
  await page.goto(BASE + '/components/accordion', { waitUntil: 'networkidle' });
  const t = await page.evaluate(() => { const s = document.querySelector('summary'); const svg = s.querySelector('svg'); return svg ? getComputedStyle(svg).transition : 'nosvg'; });
  console.log(rm, 'chevron transition', t);
  await ctx.close();
}
await b.close();
