import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const p = process.argv[2] ?? '/'; const w = +(process.argv[3] ?? 375);
const b = await launch();
const page = await newPage(b, { width: w, height: 740 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
const f = async (l) => { const x = await focusInfo(page); console.log(l.padEnd(28), x && `${x.tag} "${x.text.replace(/\n/g,' ').slice(0,40)}" outline=${x.outline}`); };
const menu = page.locator('header button[aria-haspopup=dialog]').last();
await menu.click(); await page.waitForTimeout(600);
const dlg = page.locator('dialog[open]');
const sums = dlg.locator('summary');
const n = await sums.count();
console.log('summaries', n, await sums.allInnerTexts());
// expand first via keyboard Enter
await sums.first().focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(400);
const state = () => page.evaluate(() => [...document.querySelectorAll('dialog[open] details')].map(d => { const s = d.querySelector(':scope > summary'); const svg = s.querySelector('svg'); return (d.open ? 'OPEN ' : 'closed ') + s.innerText.trim() + ' chev=' + (svg ? getComputedStyle(svg).transform : 'none') + ' depth=' + (d.parentElement.closest('details') ? 2 : 1); }));
console.log('after Enter on first', await state());
await page.screenshot({ path: `/tmp/review-b/drawer-expanded-${w}.png` });
await page.keyboard.press('Space'); await page.waitForTimeout(400);
console.log('after Space', (await state()).slice(0,3));
await page.keyboard.press('Space'); await page.waitForTimeout(400);
// tab through expanded section
const seq = [];
for (let i = 0; i < 25; i++) { await page.keyboard.press('Tab'); const x = await focusInfo(page); seq.push(`${x.tag} "${x.text.replace(/\n/g,' ').slice(0,30)}" y=${x.rect[1]} h=${x.rect[3]}`); }
console.log(seq.join('\n'));
const scroll = await page.evaluate(() => { const d = document.querySelector('dialog[open]'); const sc = [d, ...d.querySelectorAll('*')].find(e => e.scrollHeight > e.clientHeight + 2 && /(auto|scroll)/.test(getComputedStyle(e).overflowY)); return sc ? { tag: sc.tagName, cls: sc.className, sh: sc.scrollHeight, ch: sc.clientHeight, st: sc.scrollTop } : null; });
console.log('scroll container', scroll, 'page scrollY', await page.evaluate(() => scrollY), 'body overflow', await page.evaluate(() => getComputedStyle(document.body).overflow + '/' + getComputedStyle(document.documentElement).overflow));
await page.screenshot({ path: `/tmp/review-b/drawer-expanded-tabbed-${w}.png` });
// Escape
await page.keyboard.press('Escape'); await page.waitForTimeout(600);
console.log('dialogs open after Esc', await page.locator('dialog[open]').count()); await f('focus after Esc');
// reopen -> are sections still expanded?
await menu.click(); await page.waitForTimeout(600);
console.log('reopen state', (await state()).filter(s=>s.startsWith('OPEN')));
// Close menu button
await page.getByRole('button', { name: 'Close menu' }).click(); await page.waitForTimeout(600);
console.log('after Close menu', await page.locator('dialog[open]').count()); await f('focus after Close');
// click outside
await menu.click(); await page.waitForTimeout(600);
await page.mouse.click(20, 600); await page.waitForTimeout(600);
console.log('after click outside', await page.locator('dialog[open]').count()); await f('focus after outside');
// follow a link (client-side)
await menu.click(); await page.waitForTimeout(600);
await page.locator('dialog[open] summary').first().click(); await page.waitForTimeout(300);
const link = page.locator('dialog[open] details[open] a').first();
const href = await link.getAttribute('href');
await link.click(); await page.waitForTimeout(1200);
console.log('after link', href, page.url(), 'dialogs', await page.locator('dialog[open]').count());
await page.goBack(); await page.waitForTimeout(1200);
console.log('after Back', page.url(), 'dialogs', await page.locator('dialog[open]').count());
await page.goForward(); await page.waitForTimeout(1200);
console.log('after Forward', page.url(), 'dialogs', await page.locator('dialog[open]').count());
console.log(page._errs);
await b.close();
