import { launch, newPage, BASE } from './lib.mjs';
const pages = process.argv[2].split(',');
const w = +(process.argv[3] ?? 1440);
const b = await launch();
for (const p of pages) {
  const page = await newPage(b, { width: w });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    window.__L = (s) => { const m = s.match(/[\d.]+/g).map(Number); const f = v => { v/=255; return v<=0.03928? v/12.92 : ((v+0.055)/1.055)**2.4; }; return 0.2126*f(m[0])+0.7152*f(m[1])+0.0722*f(m[2]); };
    window.__cr = (a,b) => { const x=__L(a), y=__L(b); return (Math.max(x,y)+0.05)/(Math.min(x,y)+0.05); };
    window.__bg = (el) => { while (el) { const c = getComputedStyle(el).backgroundColor; if (!/rgba\(.*, 0\)$/.test(c) && c!=='transparent') return c; el = el.parentElement; } return 'rgb(255, 255, 255)'; };
  });
  const seen = new Set(); const issues = []; let count = 0; const order = [];
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(() => {
      const e = document.activeElement; if (!e || e === document.body) return null;
      const cs = getComputedStyle(e); const rc = e.getBoundingClientRect();
      const key = e.tagName + '|' + (e.id||'') + '|' + (e.innerText||e.getAttribute('aria-label')||'').trim().slice(0,40) + '|' + Math.round(rc.x+scrollX) + ',' + Math.round(rc.y+scrollY);
      const ow = parseFloat(cs.outlineWidth); const hasOutline = cs.outlineStyle !== 'none' && ow > 0;
      const bgSelf = __bg(e.parentElement); // behind the ring
      const ringCr = hasOutline ? __cr(cs.outlineColor, bgSelf) : null;
      return { key, hasOutline, ow, oc: cs.outlineColor, bs: cs.boxShadow, bg: bgSelf, ringCr: ringCr && +ringCr.toFixed(2), vis: rc.width > 0 && rc.height > 0, inView: rc.bottom > 0 && rc.top < innerHeight && rc.right > 0 && rc.left < innerWidth, rect: [rc.x, rc.y, rc.width, rc.height].map(Math.round) };
    });
    if (!r) continue;
    if (seen.has(r.key)) break;
    seen.add(r.key); count++;
    order.push(r.key.split('|')[2] + ' @' + r.rect.slice(0,2));
    if (!r.hasOutline && r.bs === 'none') issues.push('NO RING: ' + r.key);
    else if (r.hasOutline && r.ringCr < 3 && r.bs === 'none') issues.push(`LOW RING ${r.ringCr}: ${r.key} oc=${r.oc} bg=${r.bg}`);
    if (!r.vis || !r.inView) issues.push('FOCUSED BUT NOT VISIBLE/IN VIEW: ' + r.key + ' ' + r.rect);
  }
  console.log(`== ${p} @${w}: ${count} stops`); issues.forEach(x => console.log('  ' + x));
  if (process.env.ORDER) console.log(order.join('\n'));
  await page.context().close();
}
await b.close();
