import { launch, newPage, BASE } from './lib.mjs';
const b = await launch();
for (const p of ['/','/gu','/foundation']) {
const page = await newPage(b, { width: 1440, height: 600, dsf: 2 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
await page.keyboard.press('Tab');
// tab until first nav trigger
for (let i=0;i<25;i++){ await page.keyboard.press('Tab'); const ok = await page.evaluate(()=>document.activeElement.closest('nav[aria-label=Main]') && document.activeElement.tagName==='BUTTON'); if (ok) break; }
await page.screenshot({ path: `/tmp/review-b/ring-${p.replace(/\//g,'_')||'home'}.png`, clip: { x: 0, y: 90, width: 700, height: 100 } });
const st = await page.evaluate(()=>{const e=document.activeElement; const cs=getComputedStyle(e); return {bg: cs.backgroundColor, color: cs.color, bs: cs.boxShadow, td: cs.textDecorationLine, out: cs.outline};});
console.log(p, st);
await page.context().close();
}
await b.close();
