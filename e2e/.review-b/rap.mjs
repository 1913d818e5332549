import { launch, newPage, BASE } from './lib.mjs';
const b = await launch();
for (const [p, w] of [['/foundation',1440],['/gu',1440],['/foundation',375],['/',375]]) {
  const page = await newPage(b, { width: w, dsf: 2 });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const info = await page.evaluate(() => [...document.querySelectorAll('footer img, footer svg[role=img], footer a img')].map(i => { const r=i.getBoundingClientRect(); const a=i.closest('a'); return { tag:i.tagName, alt: i.getAttribute('alt'), src: i.getAttribute('src'), r:[r.x,r.y,r.width,r.height].map(Math.round), nat: i.naturalWidth+'x'+i.naturalHeight, aW: a && Math.round(a.getBoundingClientRect().width), aH: a && Math.round(a.getBoundingClientRect().height), href: a?.getAttribute('href') }; }));
  console.log(p, w, JSON.stringify(info, null, 0));
  const imgs = page.locator('footer a:has(img)');
  const n = await imgs.count();
  for (let i=0;i<n;i++) { await imgs.nth(i).screenshot({ path: `/tmp/review-b/badge-${p.replace(/\//g,'_')}-${w}-${i}.png` }); }
  await page.context().close();
}
await b.close();
