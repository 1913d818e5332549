import { launch, newPage, BASE } from './lib.mjs';
const pages = process.argv[2].split(','); const widths = (process.argv[3] ?? '1440,375').split(',').map(Number);
const b = await launch();
for (const w of widths) for (const p of pages) {
  const page = await newPage(b, { width: w });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => [...document.querySelectorAll('main *')].filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible' && e.clientWidth > 0).map(e => { let foc = e.tabIndex >= 0 || !!e.closest('[tabindex="0"]') || [...e.querySelectorAll('a,button,[tabindex="0"]')].length > 0; return `${e.tagName}.${String(e.className).slice(0, 30)} ovx=${getComputedStyle(e).overflowX} cw=${e.clientWidth} sw=${e.scrollWidth} focusable=${foc} role=${e.getAttribute('role')} label=${e.getAttribute('aria-label') || e.getAttribute('aria-labelledby')}`; }));
  const clippedNoScroll = await page.evaluate(() => [...document.querySelectorAll('main *')].filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'hidden' && e.clientWidth > 0 && !/sr-only|visually/i.test(e.className)).map(e => `${e.tagName}.${String(e.className).slice(0,40)} cw=${e.clientWidth} sw=${e.scrollWidth} text="${e.innerText.slice(0,40)}"`));
  console.log(`== ${p} @${w}`); r.forEach(x => console.log('  ', x)); clippedNoScroll.forEach(x => console.log('   HIDDEN-OVERFLOW', x));
  await page.context().close();
}
await b.close();
