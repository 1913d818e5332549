import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const w = +(process.argv[2] ?? 1440); const h = +(process.argv[3] ?? 900);
const b = await launch();
const page = await newPage(b, { width: w, height: h });
await page.goto(BASE + '/components/modal', { waitUntil: 'networkidle' });
const f = async () => { const x = await focusInfo(page); return x && `${x.tag}${x.role ? '[' + x.role + ']' : ''} "${x.text.replace(/\n/g,' ').slice(0,35)}" ${x.outline.startsWith('none') ? 'NO-OUTLINE bs=' + x.boxShadow : ''}`; };
const openers = page.locator('main button[aria-haspopup=dialog]');
const n = await openers.count();
console.log('openers', n, await openers.allInnerTexts());
for (let i = 0; i < n; i++) {
  const o = openers.nth(i); const name = await o.innerText();
  await o.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(500);
  const d = await page.evaluate(() => { const d = document.querySelector('dialog[open]'); if (!d) return null; const r = d.getBoundingClientRect(); return { modal: d.matches(':modal'), name: d.getAttribute('aria-label') || document.getElementById(d.getAttribute('aria-labelledby'))?.innerText, desc: d.getAttribute('aria-describedby'), rect: [r.x, r.y, r.width, r.height].map(Math.round), sw: document.documentElement.scrollWidth, overflowBody: [...d.querySelectorAll('*')].filter(e => e.scrollWidth > e.clientWidth + 1 && /(auto|scroll)/.test(getComputedStyle(e).overflowX)).length }; });
  const first = await f();
  const seq = [];
  for (let k = 0; k < 10; k++) { await page.keyboard.press('Tab'); seq.push(await f()); }
  await page.screenshot({ path: `/tmp/review-b/modal-${i}-${w}.png` });
  await page.keyboard.press('Escape'); await page.waitForTimeout(500);
  const after = await f(); const still = await page.locator('dialog[open]').count();
  console.log(`\n## ${name}`, JSON.stringify(d), '\n first:', first, '\n tabs:', seq.join(' -> '), '\n after Esc:', after, 'open=', still);
}
console.log(page._errs);
await b.close();
