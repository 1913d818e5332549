import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const p = process.argv[2] ?? '/'; const w = +(process.argv[3] ?? 375);
const b = await launch();
const page = await newPage(b, { width: w, height: 740 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
const f = async (l) => { const x = await focusInfo(page); console.log(l.padEnd(24), x && `${x.tag} "${x.text.replace(/\n/g,' ').slice(0,40)}" exp=${x.exp} outline=${x.outline} rect=${x.rect}`); };
const btns = await page.evaluate(() => [...document.querySelectorAll('header button, header a')].filter(e => e.getBoundingClientRect().width > 0).map(e => ({ t: e.innerText.trim() || e.getAttribute('aria-label'), label: e.getAttribute('aria-label'), hp: e.getAttribute('aria-haspopup'), exp: e.getAttribute('aria-expanded'), w: Math.round(e.getBoundingClientRect().width), h: Math.round(e.getBoundingClientRect().height) })));
console.log(JSON.stringify(btns));
const menu = page.locator('header button').filter({ hasText: /menu/i }).or(page.locator('header button[aria-label*=enu]')).first();
await menu.focus(); await f('menu focused');
await page.keyboard.press('Enter'); await page.waitForTimeout(600);
const d = await page.evaluate(() => { const d = [...document.querySelectorAll('dialog[open], [role=dialog]')].filter(x => x.getBoundingClientRect().height > 0); return d.map(x => ({ tag: x.tagName, modal: x.matches(':modal'), label: x.getAttribute('aria-label') || document.getElementById(x.getAttribute('aria-labelledby'))?.innerText, rect: JSON.stringify(x.getBoundingClientRect()), sh: x.scrollHeight, ch: x.clientHeight })); });
console.log(JSON.stringify(d));
await f('after open');
await page.screenshot({ path: `/tmp/review-b/drawer-${p.replace(/\//g,'_')}-${w}.png` });
const seq = [];
for (let i = 0; i < 40; i++) { await page.keyboard.press('Tab'); const x = await focusInfo(page); seq.push(`${x.tag} "${x.text.replace(/\n/g,' ').slice(0,30)}" exp=${x.exp} ${x.outline.startsWith('none') ? 'NO-OUTLINE '+x.boxShadow : ''}`); }
console.log(seq.join('\n'));
await b.close();
