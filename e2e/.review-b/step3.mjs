import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const w = +(process.argv[2] ?? 375);
const b = await launch();
const page = await newPage(b, { width: w, height: 800 });
await page.goto(BASE + '/components/progress-stepper', { waitUntil: 'networkidle' });
const f = async () => { const x = await focusInfo(page); return x && `${x.tag} "${x.text.replace(/\n/g,' ').slice(0,40)}" ${x.outline.startsWith('none') ? 'NO-OUTLINE' : ''}`; };
const navs = page.locator('main nav[aria-label]:has(ol)');
const n = await navs.count();
for (let i = 0; i < n; i++) {
  const nav = navs.nth(i);
  const r = await nav.evaluate(n => { const t = n.querySelector(':scope > button[aria-expanded]'); const ol = n.querySelector('ol'); const r = n.getBoundingClientRect(); return { label: n.getAttribute('aria-label'), toggle: t && (getComputedStyle(t).display !== 'none') ? t.innerText.replace(/\n/g, ' | ') : 'hidden', olVisible: ol.getBoundingClientRect().height, w: r.width, sw: n.scrollWidth, labels: [...ol.querySelectorAll('li')].map(li => { const sp = [...li.querySelectorAll('span')].find(s => s.innerText && !s.getAttribute('aria-hidden') && s.children.length === 0 && s.getBoundingClientRect().height > 0); return sp ? Math.round(sp.getBoundingClientRect().height) + 'px:' + sp.innerText + (sp.scrollWidth > sp.clientWidth ? ' CLIPPED' : '') : ''; }) }; });
  console.log(JSON.stringify(r));
}
const nav = navs.first();
await nav.scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/review-b/stepper-collapsed-${w}.png` });
const t = nav.locator(':scope > button[aria-expanded]');
await t.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(400);
console.log('after Enter toggle', await t.getAttribute('aria-expanded'), await nav.evaluate(n => n.querySelector('ol').getBoundingClientRect().height));
await page.screenshot({ path: `/tmp/review-b/stepper-expanded-${w}.png` });
await page.keyboard.press('Space'); await page.waitForTimeout(400);
console.log('after Space toggle', await t.getAttribute('aria-expanded'));
await b.close();
