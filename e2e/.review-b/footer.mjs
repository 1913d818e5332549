import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const b = await launch();
for (const p of ['/','/gu','/foundation']) for (const w of [320, 375, 767, 768, 1024, 1279, 1280]) {
  const page = await newPage(b, { width: w, height: 800 });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => {
    const f = document.querySelector('footer');
    const groups = [...f.querySelectorAll('details, button[aria-expanded], h2, h3')].filter(e => e.getBoundingClientRect().width > 0).map(e => e.tagName + (e.tagName === 'DETAILS' ? (e.open ? '[open]' : '') : '') + (e.getAttribute('aria-expanded') ? '[exp=' + e.getAttribute('aria-expanded') + ']' : '') + ':' + (e.querySelector('summary')?.innerText || e.innerText).trim().slice(0, 20));
    const hiddenLinks = [...f.querySelectorAll('a')].filter(a => a.getBoundingClientRect().width === 0).length;
    return { groups: groups.slice(0, 12), hiddenLinks, sw: document.documentElement.scrollWidth };
  });
  console.log(p, w, JSON.stringify(r));
  if ([375, 768, 1024].includes(w)) { await page.locator('footer').first().screenshot({ path: `/tmp/review-b/footer-${p.replace(/\//g,'_')}-${w}.png` }); }
  await page.context().close();
}
await b.close();
