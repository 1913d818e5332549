import { launch, newPage, BASE } from './lib.mjs';
const b = await launch();
for (const p of ['/','/gu','/foundation']) {
const page = await newPage(b, { width: 1440, height: 600 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
const r = await page.evaluate(() => {
  const bgOf = (el) => { while (el) { const c = getComputedStyle(el).backgroundColor; if (c !== 'rgba(0, 0, 0, 0)') return c; el = el.parentElement; } return 'none'; };
  const t = document.querySelector('nav[aria-label=Main] button[aria-expanded]');
  t.focus();
  const cs = getComputedStyle(t);
  const hdr = document.querySelector('header');
  return { trigBg: bgOf(t), outline: cs.outlineColor, offset: cs.outlineOffset, headerPos: getComputedStyle(hdr).position, navPos: getComputedStyle(t.closest('nav')).position };
});
console.log(p, r);
// short viewport: open tallest panel, can we reach the last link by scroll?
await page.keyboard.press('Enter'); await page.waitForTimeout(300);
const pid = await page.evaluate(() => document.querySelector('nav[aria-label=Main] button[aria-expanded=true]')?.getAttribute('aria-controls'));
const links = page.locator(`#${pid} a`);
const n = await links.count();
const last = links.nth(n-1);
await last.focus(); await page.waitForTimeout(300);
const lb = await last.boundingBox();
console.log(' short viewport 600: last link box', lb, 'scrollY', await page.evaluate(()=>scrollY), 'panel', await page.locator('#'+pid).boundingBox(), 'panelPos', await page.locator('#'+pid).evaluate(e=>getComputedStyle(e).position + ' maxH ' + getComputedStyle(e).maxHeight + ' ovY ' + getComputedStyle(e).overflowY));
await page.screenshot({ path: `/tmp/review-b/nav-short-${p.replace(/\//g,'_')}.png` });
await page.context().close();
}
await b.close();
