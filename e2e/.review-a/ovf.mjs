import { launch, BASE, PAGES } from './common.mjs';
const b = await launch();
for (const [w, media] of [[794, 'print'], [1440, 'screen'], [375, 'screen']]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 1000 } });
  for (const p of PAGES) {
    const page = await ctx.newPage();
    await page.goto(BASE + p, { waitUntil: 'networkidle' });
    await page.emulateMedia({ media });
    const r = await page.evaluate(() => [...document.querySelectorAll('*')].filter(e => { const cs = getComputedStyle(e); return /(auto|scroll|hidden|clip)/.test(cs.overflowX) && e.scrollWidth > e.clientWidth + 2 && !e.closest('[aria-roledescription=carousel]') && !e.closest("table") && !String(e.className).includes("visuallyHidden"); }).map(e => `${e.tagName.toLowerCase()}[${e.getAttribute('aria-label')||e.className}] ${e.clientWidth}/${e.scrollWidth} tabindex=${e.getAttribute('tabindex')}`));
    console.log(media, w, p, r.length, r.slice(0,6).join(' ; '));
    await page.close();
  }
  await ctx.close();
}
await b.close();
