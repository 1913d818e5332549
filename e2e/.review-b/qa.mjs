import { launch, newPage, BASE } from './lib.mjs';
const b = await launch();
for (const w of [320, 375, 768]) {
const page = await newPage(b, { width: w, height: 800 });
await page.goto(BASE + '/patterns/member-quick-actions', { waitUntil: 'networkidle' });
const list = page.locator('main ul').filter({ has: page.locator('a svg') }).first();
await list.scrollIntoViewIfNeeded();
console.log(w, await list.evaluate(l => ({ label: l.getAttribute('aria-label'), items: [...l.querySelectorAll('a')].map(a => { const r = a.getBoundingClientRect(); return a.innerText + ' ' + Math.round(r.width) + 'x' + Math.round(r.height); }) })));
await list.screenshot({ path: `/tmp/review-b/qa-${w}.png` });
await page.context().close();
}
await b.close();
