import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const b = await launch();
const page = await newPage(b, { width: 375, height: 800 });
await page.goto(BASE + '/', { waitUntil: 'networkidle' });
const info = () => page.evaluate(() => { const d = document.querySelector('footer details'); return { open: d.open, kids: [...d.children].map(c => c.tagName + '.' + c.className + ' h=' + Math.round(c.getBoundingClientRect().height) + ' disp=' + getComputedStyle(c).display + ' cv=' + getComputedStyle(c).contentVisibility), firstA: (() => { const a = d.querySelector('a'); const r = a.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round) + ' ' + a.innerText; })(), structure: d.parentElement.outerHTML.replace(/<svg.*?<\/svg>/g, '').slice(0, 900) }; });
console.log(await info());
const s = page.locator('footer details > summary').first();
await s.scrollIntoViewIfNeeded();
await page.screenshot({ path: '/tmp/review-b/footer-375-collapsed.png' });
await s.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(400);
const i2 = await info(); delete i2.structure; console.log('after Enter', i2);
await page.screenshot({ path: '/tmp/review-b/footer-375-expanded.png' });
// Tab order when collapsed
await b.close();
