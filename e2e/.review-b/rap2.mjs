import { launch, newPage, BASE } from './lib.mjs';
const b = await launch();
for (const [p, w] of [['/foundation',1440],['/gu',1440],['/',1440],['/',375]]) {
  const page = await newPage(b, { width: w, dsf: 2 });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const imgs = page.locator('footer img');
  const n = await imgs.count();
  for (let i=0;i<n;i++) { await imgs.nth(i).scrollIntoViewIfNeeded(); await page.waitForTimeout(300); await imgs.nth(i).screenshot({ path: `/tmp/review-b/badge-${p.replace(/\//g,'_')}-${w}-${i}.png` }); 
    console.log(p,w,i, await imgs.nth(i).evaluate(e=>[e.naturalWidth, getComputedStyle(e).display, getComputedStyle(e.parentElement).display, e.parentElement.outerHTML.slice(0,300)])); }
  console.log(p, w, n);
  await page.context().close();
}
await b.close();
