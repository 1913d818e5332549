import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const p = process.argv[2] ?? '/';
const b = await launch();
const page = await newPage(b, { width: 1440 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
const html = await page.evaluate(() => { const n = document.querySelector('header nav, nav[aria-label]'); return [...document.querySelectorAll('nav')].map(n => n.getAttribute('aria-label') + ' :: ' + n.outerHTML.length); });
console.log(html);
const triggers = await page.evaluate(() => [...document.querySelectorAll('button[aria-expanded]')].map(b => ({ t: b.innerText.trim(), exp: b.getAttribute('aria-expanded'), ctl: b.getAttribute('aria-controls'), vis: b.getBoundingClientRect().width > 0, ctlExists: !!document.getElementById(b.getAttribute('aria-controls')) })));
console.log(JSON.stringify(triggers, null, 0));
// tab through first 30
const seq = [];
for (let i = 0; i < 30; i++) { await page.keyboard.press('Tab'); const f = await focusInfo(page); const open = await page.evaluate(() => [...document.querySelectorAll('button[aria-expanded=true]')].map(b=>b.innerText.trim())); seq.push(`${i}: ${f.tag} "${f.text}" exp=${f.exp} outline=${f.outline} rect=${f.rect} open=${open}`); }
console.log(seq.join('\n'));
console.log(page._errs);
await b.close();
