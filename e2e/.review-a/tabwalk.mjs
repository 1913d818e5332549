import { launch, BASE, PAGES, slug } from './common.mjs';
const w = +(process.argv[2] || 1440);
const only = process.argv[3];
const b = await launch();
const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
for (const p of PAGES.filter(x => !only || x === only)) {
  const page = await ctx.newPage();
  const errs = [];
  page.on('console', m => { if (m.type()==='error') errs.push(m.text()); });
  page.on('pageerror', e => errs.push('pageerror: '+e.message));
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const seen = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { body: true };
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      let name = (el.getAttribute('aria-label') || el.innerText || el.value || el.getAttribute('title') || '').trim().replace(/\s+/g,' ').slice(0,40);
      const desc = el.tagName.toLowerCase() + (el.getAttribute('role')?'[role='+el.getAttribute('role')+']':'') + ' "' + name + '"';
      const inert = !!el.closest('[inert]');
      const hidden = r.width === 0 || r.height === 0;
      return { desc, outline: `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor} off${cs.outlineOffset}`, shadow: cs.boxShadow, fv: el.matches(':focus-visible'), rect: [Math.round(r.x), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)], inert, hidden, inView: r.bottom > 0 && r.top < innerHeight };
    });
    if (info.body) { seen.push('BODY'); break; }
    const key = info.desc + info.rect.join(',');
    if (seen.length && seen[0].key === key) break;
    seen.push({ key, ...info });
  }
  console.log('=== ' + p + ' (' + seen.length + ' stops)');
  for (const s of seen) {
    if (s === 'BODY') { console.log('  -> BODY'); continue; }
    const noRing = s.outline.startsWith('none') && s.shadow === 'none';
    console.log('  ' + s.desc + ' @' + s.rect.join(',') + (noRing ? '  **NO RING**' : '  ' + s.outline) + (s.inert?' INERT':'') + (s.hidden?' HIDDEN':'') + (!s.inView?' NOT-IN-VIEW':''));
  }
  if (errs.length) console.log('  ERR', errs);
  await page.close();
}
await b.close();
