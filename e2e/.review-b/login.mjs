import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const w = +(process.argv[2] ?? 1440);
const b = await launch();
const page = await newPage(b, { width: w, height: w < 500 ? 740 : 900 });
await page.goto(BASE + '/', { waitUntil: 'networkidle' });
const f = async (l) => { const x = await focusInfo(page); console.log(l.padEnd(28), x && `${x.tag} "${x.text.replace(/\n/g,' ')}" outline=${x.outline}`); };
const btn = page.getByRole('button', { name: /login/i }).first();
console.log('login btn attrs', await btn.evaluate(e => ({ hp: e.getAttribute('aria-haspopup'), exp: e.getAttribute('aria-expanded'), ctl: e.getAttribute('aria-controls'), label: e.getAttribute('aria-label'), text: e.innerText })));
await btn.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(500);
const d = await page.evaluate(() => { const d = [...document.querySelectorAll('dialog[open], [role=dialog]')].filter(x => x.getBoundingClientRect().height > 0); return d.map(x => ({ tag: x.tagName, modal: x.matches(':modal'), label: x.getAttribute('aria-label'), lb: x.getAttribute('aria-labelledby') && document.getElementById(x.getAttribute('aria-labelledby'))?.innerText, html: x.innerText.replace(/\n+/g,' | ').slice(0, 400), links: [...x.querySelectorAll('a')].map(a => a.innerText.trim() + ' -> ' + a.href + ' target=' + a.target + ' rel=' + a.rel) })); });
console.log(JSON.stringify(d, null, 1));
await f('after open');
await page.screenshot({ path: `/tmp/review-b/login-${w}.png` });
for (let i = 0; i < 8; i++) { await page.keyboard.press('Tab'); await f('Tab ' + (i+1)); }
await page.keyboard.press('Shift+Tab'); await f('Shift+Tab');
// inert check: try to click a background element
const bgInert = await page.evaluate(() => { const a = document.querySelector('main a'); const r = a.getBoundingClientRect(); const e = document.elementFromPoint(r.x + 2, r.y + 2); return { top: e?.tagName + '.' + e?.className, mainInert: document.querySelector('main').closest('[inert]') ? true : false }; });
console.log('bg', bgInert);
await page.keyboard.press('Escape'); await page.waitForTimeout(500); await f('after Escape');
console.log('open dialogs', await page.evaluate(() => document.querySelectorAll('dialog[open]').length));
// open again and use Cancel
await page.keyboard.press('Enter'); await page.waitForTimeout(400);
await page.getByRole('button', { name: 'Cancel' }).click(); await page.waitForTimeout(400); await f('after Cancel click');
// backdrop click
await btn.click(); await page.waitForTimeout(400);
await page.mouse.click(5, w < 500 ? 700 : 880); await page.waitForTimeout(400);
console.log('after backdrop click dialogs open', await page.evaluate(() => document.querySelectorAll('dialog[open]').length)); await f('after backdrop click');
console.log(page._errs);
await b.close();
