import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const b = await launch();
for (const w of [375, 1440]) {
const page = await newPage(b, { width: w, height: 800 });
await page.goto(BASE + '/components/scrollable-table', { waitUntil: 'networkidle' });
const sc = page.locator('section[tabindex="0"]').first();
await sc.focus(); await sc.scrollIntoViewIfNeeded();
const bb = await sc.boundingBox();
await page.screenshot({ path: `/tmp/review-b/st-ring-${w}.png`, clip: { x: 0, y: Math.max(0, bb.y - 60), width: w, height: Math.min(bb.height + 120, 700) } });
// are there clipping ancestors hiding ring?
console.log(w, await sc.evaluate(e => { const out = []; let p = e.parentElement; while (p && p !== document.body) { const cs = getComputedStyle(p); if (cs.overflow !== 'visible') out.push(p.tagName + '.' + p.className + ' ' + cs.overflow); p = p.parentElement; } return out; }));
await page.context().close();
}
await b.close();
