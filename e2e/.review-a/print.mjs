import { launch, BASE, PAGES, slug } from './common.mjs';
const b = await launch();
const ctx = await b.newContext({ viewport: { width: 794, height: 1123 } });
for (const p of PAGES) {
  const page = await ctx.newPage();
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  await page.emulateMedia({ media: 'print' });
  await page.waitForTimeout(300);
  const info = await page.evaluate(() => {
    const q = s => [...document.querySelectorAll(s)].filter(e => { const cs = getComputedStyle(e); return cs.display !== 'none' && cs.visibility !== 'hidden' && e.getBoundingClientRect().height > 0; }).length;
    const iw = innerWidth;
    return { sw: document.documentElement.scrollWidth, iw, header: q('header'), nav: q('nav'), buttons: q('button'), details: [...document.querySelectorAll('details')].map(d => d.open).join(''), pre: [...document.querySelectorAll('pre')].map(p => p.scrollWidth > p.clientWidth + 2 ? 'OVF' : 'ok').join(' '), clipped: [...document.querySelectorAll('[class*=code], pre')].filter(e => { const cs = getComputedStyle(e); return cs.maxHeight !== 'none' && e.scrollHeight > e.clientHeight + 2; }).length };
  });
  await page.pdf({ path: `/tmp/review-a/print-${slug(p)}.pdf`, format: 'A4', printBackground: true });
  await page.screenshot({ path: `/tmp/review-a/print-${slug(p)}.png`, fullPage: true });
  console.log(p, JSON.stringify(info));
  await page.close();
}
await b.close();
