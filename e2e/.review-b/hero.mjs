import { launch, newPage, BASE } from './lib.mjs';
const b = await launch();
for (const p of ['/', '/gu', '/foundation']) for (const w of [320, 375, 575, 576, 720, 768, 991, 1024, 1199, 1200, 1440, 1920, 2400]) {
  const page = await newPage(b, { width: w, height: 900 });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => {
    const h1 = document.querySelector('main h1'); const hero = h1.closest('section') || h1.parentElement.parentElement;
    const pic = document.querySelector('main picture img, main img');
    const ir = pic?.getBoundingClientRect(); const hr = hero.getBoundingClientRect(); const h1r = h1.getBoundingClientRect();
    const panel = h1.parentElement; const pr = panel.getBoundingClientRect();
    return { img: ir && `${Math.round(ir.width)}x${Math.round(ir.height)} @${Math.round(ir.y)} src=${pic.currentSrc.split('/').pop()} ratio=${(ir.width/ir.height).toFixed(2)}`, hero: `${Math.round(hr.width)}x${Math.round(hr.height)}`, h1y: Math.round(h1r.y), panel: `${Math.round(pr.x)},${Math.round(pr.y)} ${Math.round(pr.width)}x${Math.round(pr.height)}`, alt: pic?.getAttribute('alt') };
  });
  console.log(p, w, JSON.stringify(r));
  if ([768, 1024, 1200, 2400].includes(w)) await page.screenshot({ path: `/tmp/review-b/hero-${p.replace(/\//g,'_')}-${w}.png` });
  await page.context().close();
}
await b.close();
