import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const w = +(process.argv[2] ?? 1440);
const b = await launch();
const page = await newPage(b, { width: w, height: 900 });
await page.goto(BASE + '/components/tabs', { waitUntil: 'networkidle' });
const f = async () => { const x = await focusInfo(page); return x && `${x.tag}[${x.role}] "${x.text.replace(/\n/g,' ').slice(0,40)}" ${x.outline.startsWith('none') ? 'NO-OUTLINE ' + x.boxShadow : ''}`; };
const lists = page.locator('[role=tablist]');
const n = await lists.count();
for (let i = 0; i < n; i++) {
  const tl = lists.nth(i);
  const info = await tl.evaluate(t => ({ label: t.getAttribute('aria-label') || document.getElementById(t.getAttribute('aria-labelledby') || '')?.innerText, orient: t.getAttribute('aria-orientation'), tabs: [...t.querySelectorAll('[role=tab]')].map(x => `${x.innerText.replace(/\n/g, ' ')}${x.getAttribute('aria-selected') === 'true' ? '*' : ''} ti=${x.tabIndex} dis=${x.getAttribute('aria-disabled') || x.disabled} ctl=${!!document.getElementById(x.getAttribute('aria-controls'))} trunc=${x.scrollWidth > x.clientWidth}`), sw: t.scrollWidth, cw: t.clientWidth }));
  console.log(`\n## tablist ${i}`, JSON.stringify(info));
  // tab into it: focus element before the tablist
  const sel = tl.locator('[role=tab][aria-selected=true]');
  await sel.focus();
  const seq = [await f()];
  for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'Home', 'End']) { await page.keyboard.press(k); await page.waitForTimeout(120); seq.push(k + '→' + (await f()) + ' sel=' + (await tl.locator('[role=tab][aria-selected=true]').innerText().catch(() => '?')).replace(/\n/g, ' ')); }
  console.log(seq.join('\n'));
  await page.keyboard.press('Tab'); await page.waitForTimeout(100);
  const pf = await page.evaluate(() => { const e = document.activeElement; return e.getAttribute('role') + ' ' + e.tagName + ' ' + (e.getAttribute('aria-labelledby') ? 'lb→' + document.getElementById(e.getAttribute('aria-labelledby'))?.innerText : '') + ' "' + e.innerText.slice(0, 40).replace(/\n/g, ' ') + '"'; });
  console.log('Tab from tab →', pf);
}
console.log(page._errs.filter(e => !e.includes('preload')));
await b.close();
