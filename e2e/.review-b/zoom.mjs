import { launch, newPage, BASE } from './lib.mjs';
const pages = ['/','/gu','/foundation','/components/modal','/components/progress-stepper','/components/scrollable-table','/components/tabs','/foundations/layout','/patterns/error-page','/patterns/member-quick-actions','/no-such-page'];
const b = await launch();
for (const p of pages) {
  const page = await newPage(b, { width: 720, height: 450, dsf: 2 });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, iw: innerWidth }));
  await page.screenshot({ path: `/tmp/review-b/zoom-${p.replace(/\//g,'_')}.png` });
  console.log(p, JSON.stringify(m), page._errs.filter(e => !e.includes('preload')));
  await page.context().close();
}
await b.close();
